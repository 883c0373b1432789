import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../locales/en-US';
import type { useMaintOptions } from '../hooks';

/**
 * The maintenance company a repair goes to (required): the companies under contract for the unit, each with its
 * project. Choosing one clears its error; `error` is a message key.
 */
export const MaintCompanyField = ({
  testId,
  options,
  value,
  error,
  onChange,
}: {
  testId: string;
  options: ReturnType<typeof useMaintOptions>;
  value: number | undefined;
  error: string | undefined;
  onChange: (value: number) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('events.repair.company')}
      required
      validateStatus={error ? 'error' : undefined}
      help={error ? t(error as MessageKey) : undefined}
    >
      <Select
        data-testid={testId}
        value={value}
        loading={options.isFetching}
        notFoundContent={t('events.repair.noContract')}
        onChange={onChange}
        options={(options.data ?? []).map((option) => ({
          value: option.company_maint_id,
          label: `${option.company_name} · ${option.project_name}`,
        }))}
      />
    </Form.Item>
  );
};
