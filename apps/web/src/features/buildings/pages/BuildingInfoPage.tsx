import { Card, Descriptions, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MessageKey } from '../../../locales/en-US';
import { buildingFields, buildingEnumNames } from '../building-form';
import { useEnumOptions } from '../../../components/enums';
import { idParam } from '../../../lib/url';
import { useBuilding } from '../hooks';

/** /company/building_list/info: every field of one building, read only. */
export const BuildingInfoPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const buildingId = idParam(params.get('building_id'));
  const building = useBuilding(buildingId);
  const optionsOf = useEnumOptions(buildingEnumNames);
  if (buildingId === undefined) return <Empty />;
  if (!building.data) return <Spin />;
  const data = building.data;
  return (
    <Card title={data.building_name} data-testid="building-info-page">
      <Descriptions column={2} bordered size="small">
        <Descriptions.Item label={t('buildings.field.company_name')}>{data.company_name ?? '-'}</Descriptions.Item>
        {buildingFields.map((field) => (
          <Descriptions.Item key={field.id} label={t(`buildings.field.${field.id}` as MessageKey)}>
            {data[field.id] === null || data[field.id] === undefined
              ? '-'
              : field.enumName
                ? (optionsOf(field.enumName).find((option) => option.value === data[field.id])?.label ??
                  String(data[field.id]))
                : String(data[field.id])}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
};

export default BuildingInfoPage;
