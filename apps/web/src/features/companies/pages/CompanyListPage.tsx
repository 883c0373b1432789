import { caredCategories, type CompanyRecord } from '@fireline/shared';
import { Button, Card, Progress, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useListTable } from '../../../components/use-list-table';
import type { MessageKey } from '../../../locales/en-US';
import { ExportButton } from '../../../components/ExportButton';
import { deleteCompany, fetchCompanies } from '../api';
import { createdHead, onlineHead, regionHead, useProvinceOptions, useSelectionDelete } from '../unit-list';
import { useButton } from '../../../lib/permissions';
import { companyKeys } from '../keys';

/** /new_company_list: the networked units of the scope, filtered by name, category (left-nav query), region, online status and creation time. */
export const CompanyListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The keys the server checks (companies.routes.ts): a centre admin, say, may not delete units.
  const canCreate = useButton('networkcompany-new');
  const canImport = useButton('networkcompany-import');
  const canEdit = useButton('networkcompany-info-edit');
  const canDelete = useButton('networkcompany-del');
  const provinces = useProvinceOptions();

  const heads = useMemo<TableHead<CompanyRecord>[]>(
    () => [
      {
        id: 'company_name',
        name: t('companies.col.name'),
        width: 160,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => (
          <Link to={`/company/company?company_id=${row.company_id}&company_type=${row.company_type}`}>
            {row.company_name}
          </Link>
        ),
      },
      {
        id: 'category',
        name: t('companies.col.category'),
        width: 100,
        filter_options: {
          type: 'select',
          options: caredCategories.map((value) => ({ value, label: t(`companies.category.${value}` as MessageKey) })),
        },
        custom: (row) => (row.category ? t(`companies.category.${row.category}` as MessageKey) : ''),
      },
      regionHead({ name: t('companies.col.region'), width: 110 }, provinces),
      { id: 'contact_name', name: t('companies.col.contact'), width: 84 },
      // Off at first so the list fits 1440 px with what an operator looks for; the column settings bring it back.
      { id: 'contact_phone', name: t('companies.col.phone'), width: 120, noshow: true },
      onlineHead(t, { name: t('companies.col.online'), width: 96 }, true),
      // A fixed bar, so the bar and its percentage stay whole inside the column.
      {
        id: 'integrity_score',
        name: t('companies.col.integrity'),
        width: 120,
        custom: (row) => <Progress percent={row.integrity_score} size="small" style={{ width: 100, margin: 0 }} />,
      },
      { id: 'center_name', name: t('companies.col.center'), width: 130 },
      { id: 'authority_company_name', name: t('companies.col.authority'), width: 160, noshow: true },
      createdHead({ name: t('companies.col.created'), width: 146 }, true),
    ],
    [t, provinces],
  );
  const { state, list, table } = useListTable({ heads, queryKey: companyKeys.list, fetch: fetchCompanies });
  // The export names the list's name filter `name` (its `kind` is the export's own).
  const { page_no: _pageNo, page_size: _pageSize, company_name: name, ...filters } = state.query;

  const { selection, batchDeleteButton, rowDeleteButton } = useSelectionDelete({
    remove: async (ids) => {
      // One call per unit: the server refuses a unit that still has devices or accounts, and says which.
      for (const id of ids) await deleteCompany(id);
    },
    confirmText: (count) => t('companies.list.deleteConfirm', { count }),
    queryKey: companyKeys.all,
  });

  return (
    <Card title={t('companies.list.title')} data-testid="company-list-page">
      <DataTable<CompanyRecord>
        {...table}
        rowKey={(row) => row.company_id}
        selection={canDelete ? selection : undefined}
        toolbar={
          <Space>
            {canCreate && (
              <Button type="primary" onClick={() => navigate('/new_company_list/new')} data-testid="company-new">
                {t('companies.list.new')}
              </Button>
            )}
            {canImport && (
              <Button onClick={() => navigate('/new_company_list/import')}>{t('companies.list.import')}</Button>
            )}
            <ExportButton
              kind="companies"
              filters={{ ...filters, name }}
              total={list.data?.total}
              testId="company-export"
            />
            {canDelete && batchDeleteButton(t('companies.list.batchDelete'), 'company-batch-delete')}
          </Space>
        }
        actions={{
          title: t('companies.list.actions'),
          width: 140,
          render: (row) => (
            <Space size="small">
              <Link to={`/company/company?company_id=${row.company_id}&company_type=${row.company_type}`}>
                {t('companies.list.view')}
              </Link>
              {canEdit && (
                <Link to={`/new_company_list/new?type=edit&company_id=${row.company_id}`}>
                  {t('companies.list.edit')}
                </Link>
              )}
              {canDelete && rowDeleteButton(row.company_id, `company-delete-${row.company_id}`)}
            </Space>
          ),
        }}
      />
    </Card>
  );
};

export default CompanyListPage;
