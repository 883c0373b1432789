import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportPage } from '../../../components/ImportPage';
import { startPositionImport } from '../api';

/**
 * "Place devices from a file" on the floor-plan page: the template, the filled sheet, then the import job's progress and
 * refused rows (the shared ImportPage), started with POST device/updateDevicePositionByFile for the page's unit.
 */
export const PositionFileDialog = ({ companyId, onPlaced }: { companyId: number; onPlaced: () => void }) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)} data-testid="position-file">
        {t('buildings.plan.fromFile')}
      </Button>
      <Modal
        open={isOpen}
        width={760}
        footer={null}
        destroyOnHidden
        onCancel={() => setIsOpen(false)}
        title={t('buildings.plan.fromFileTitle')}
      >
        <Alert type="info" showIcon title={t('buildings.plan.fromFileHelp')} style={{ marginBottom: 12 }} />
        <ImportPage
          templateKind="device_position"
          startJob={(fileId) => startPositionImport({ file_id: fileId, company_id: companyId })}
          params={{ company_id: String(companyId) }}
          onImported={onPlaced}
          testId="position-import"
        />
      </Modal>
    </>
  );
};
