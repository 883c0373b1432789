import {
  checkField,
  formatRuleMessage,
  MORE_ADD_MAX_ROWS,
  moreAddRefusalSchema,
  type DistrictBatchKind,
} from '@fireline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, message, Select, Space, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { currentLang } from '../../../lib/i18n';
import { AddressPicker } from '../../../components/AddressPicker';
import type { MessageKey } from '../../../locales/en-US';
import { useEnumOptions } from '../../../components/enums';
import { addDistrictOrgs } from '../api';
import { DISTRICT_ENUMS, levelEnumOf } from '../district-form';
import { kindOfTab, listPath } from '../paths';
import { districtKeys } from '../keys';

type Row = { key: number; values: Record<string, string | number | undefined> };
type TextColumn = { id: string; checkType: string; width: number };

/** The text columns with the company_add form's rules (district-form.ts). */
const textColumns: [TextColumn, ...TextColumn[]] = [
  { id: 'company_name', checkType: 'required|maxLength:50', width: 200 },
  { id: 'company_address_specific', checkType: 'maxLength:200', width: 220 },
  { id: 'contact_name', checkType: 'maxLength:30', width: 120 },
  { id: 'contact_phone', checkType: 'phone', width: 150 },
];

/** What a row sends: its filled fields (empty ones left out, as on the create form). */
const toBody = (row: Row) =>
  Object.fromEntries(Object.entries(row.values).filter(([, value]) => value !== undefined && value !== ''));

/**
 * /systemmanage/manage/more_add?tab=1|2|4: several organisations of the tab's kind in one table. Save checks every row
 * here first, then sends one POST company/more_add; the server creates all of them or none and its refusals are shown
 * under the row's field.
 */
export const DistrictMoreAddPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const kind = kindOfTab(params.get('tab'));
  const enumOptions = useEnumOptions(DISTRICT_ENUMS);
  const nextKey = useRef(1);
  const [rows, setRows] = useState<Row[]>([{ key: 0, values: {} }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (list: Record<string, unknown>[]) => addDistrictOrgs({ kind: kind as DistrictBatchKind, list }),
    onSuccess: (answer) => {
      void message.success(t('district.moreAdd.saved', { count: answer.list.length }));
      void queryClient.invalidateQueries({ queryKey: districtKeys.all });
      navigate(listPath(kind!));
    },
    onError: (error) => {
      const refusal = error instanceof ApiError ? moreAddRefusalSchema.safeParse(error.body?.data) : undefined;
      const refused = refusal?.success ? refusal.data.errors : undefined;
      if (!refused) {
        void message.error(error.message);
        return;
      }
      // The level column is the kind's enum field; a location sub-field belongs to no column here.
      setErrors(
        Object.fromEntries(
          refused.map((item) => [
            `${rows[item.row]?.key}.${item.field.startsWith('enum_') ? 'level' : item.field}`,
            item.msg,
          ]),
        ),
      );
      void message.warning(t('district.moreAdd.fix'));
    },
  });

  if (!kind || kind === 'cared') return <Navigate to="/systemmanage/manage/1" replace />;
  const levelEnum = levelEnumOf[kind]!;

  const setValue = (key: number, field: string, value: string | number | undefined) => {
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, values: { ...row.values, [field]: value } } : row)),
    );
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([id]) => id !== `${key}.${field}`)));
  };
  const addRow = () => {
    // Taken now, not in the updater: React may run that later, after further clicks moved the counter on.
    const key = nextKey.current;
    nextKey.current += 1;
    setRows((current) => [...current, { key, values: {} }]);
  };
  const submit = () => {
    const found: Record<string, string> = {};
    for (const row of rows) {
      for (const column of textColumns) {
        const failure = checkField(row.values[column.id] ?? '', column.checkType);
        if (failure) found[`${row.key}.${column.id}`] = formatRuleMessage(failure, currentLang());
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      void message.warning(t('district.moreAdd.fix'));
      return;
    }
    save.mutate(
      rows.map((row) => ({
        ...toBody(row),
        ...(row.values.level !== undefined ? { [levelEnum]: row.values.level } : {}),
        level: undefined,
      })),
    );
  };
  const errorOf = (row: Row, field: string) => errors[`${row.key}.${field}`];
  const withError = (row: Row, field: string, control: React.ReactNode) => (
    <>
      {control}
      {errorOf(row, field) && (
        <Typography.Text
          type="danger"
          style={{ display: 'block', fontSize: 12 }}
          data-testid={`error-${row.key}-${field}`}
        >
          {errorOf(row, field)}
        </Typography.Text>
      )}
    </>
  );
  const input = (column: TextColumn) => ({
    key: column.id,
    title: t(`district.field.${column.id}` as MessageKey),
    width: column.width,
    render: (_: unknown, row: Row) =>
      withError(
        row,
        column.id,
        <Input
          value={(row.values[column.id] as string | undefined) ?? ''}
          status={errorOf(row, column.id) ? 'error' : undefined}
          onChange={(event) =>
            setValue(row.key, column.id, event.target.value.trim() === '' ? undefined : event.target.value)
          }
          data-testid={`row-${row.key}-${column.id}`}
        />,
      ),
  });

  return (
    <Card
      title={t(`district.moreAdd.title.${kind}` as MessageKey)}
      data-testid="district-more-add"
      extra={
        <Space>
          <Button onClick={() => navigate(listPath(kind))}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={submit} data-testid="more-add-save">
            {t('district.moreAdd.save')}
          </Button>
        </Space>
      }
    >
      <Table<Row>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 1100 }}
        columns={[
          input(textColumns[0]),
          {
            key: 'level',
            title: t('district.field.level'),
            width: 160,
            render: (_, row) =>
              withError(
                row,
                'level',
                <Select
                  allowClear
                  style={{ width: '100%' }}
                  value={row.values.level}
                  options={enumOptions(levelEnum)}
                  onChange={(value) => setValue(row.key, 'level', value)}
                />,
              ),
          },
          {
            key: 'company_address',
            title: t('district.field.company_address'),
            width: 220,
            render: (_, row) =>
              withError(
                row,
                'company_address',
                <AddressPicker
                  value={row.values.company_address as string | undefined}
                  onChange={(code) => setValue(row.key, 'company_address', code)}
                />,
              ),
          },
          ...textColumns.slice(1).map(input),
          {
            key: 'remove',
            width: 80,
            render: (_, row) => (
              <Button
                type="link"
                danger
                disabled={rows.length === 1}
                onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
                data-testid={`row-${row.key}-remove`}
              >
                {t('district.moreAdd.removeRow')}
              </Button>
            ),
          },
        ]}
      />
      <Button
        style={{ marginTop: 12 }}
        disabled={rows.length >= MORE_ADD_MAX_ROWS}
        onClick={addRow}
        data-testid="more-add-row"
      >
        {t('district.moreAdd.addRow')}
      </Button>
    </Card>
  );
};

export default DistrictMoreAddPage;
