import { districtTabs, type CompanyRecord, type DistrictKind } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { hasButton, hasPermissionId } from '../../../lib/permissions';
import { loadSession } from '../../../lib/session';
import { QueryDataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import type { MessageKey } from '../../../locales/en-US';
import { fetchDistrictList } from '../api';
import { bindingUnitPath, detailsPath, kindOfTab } from '../paths';
import { districtKeys } from '../keys';

const tabIds: Record<DistrictKind, string> = {
  center: 'district-center',
  maint: 'district-maint',
  cared: 'district-cared',
  authority: 'district-authority',
};

/** Where a row leads: a networked unit (or household) opens its archive's page, the other kinds their details. */
const rowPath = (kind: DistrictKind, row: CompanyRecord) =>
  kind === 'cared'
    ? `/company/company?company_id=${row.company_id}&company_type=${row.company_type}`
    : detailsPath(kind, row.company_id);

/** Where "new" leads: a networked unit has its own form; the other kinds share the district form. */
const newPath = (kind: DistrictKind, type: string) =>
  kind === 'cared' ? '/new_company_list/new' : `/systemmanage/manage/company_add?tab=${type}`;

/**
 * /systemmanage/manage/{type}: the district organisations of spec 001 §2 — regulatory centres (1), maintenance
 * companies (2), networked units (3), fire authorities (4) — that the user may see, with a name filter.
 */
export const DistrictListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { type = '1' } = useParams();
  const kind = kindOfTab(type);
  const session = loadSession();
  const control = session?.control ?? [];
  const roleCode = session?.user.role_code;
  const heads: TableHead<CompanyRecord>[] = [
    {
      id: 'company_name',
      name: t('district.col.name'),
      width: 220,
      filter_options: { type: 'search', max_length: 50 },
      custom: (row: CompanyRecord) =>
        kind ? <Link to={rowPath(kind, row)}>{row.company_name}</Link> : row.company_name,
    },
    { id: 'company_address_specific', name: t('district.col.address'), width: 260 },
    { id: 'contact_name', name: t('district.col.contact'), width: 120 },
    { id: 'contact_phone', name: t('district.col.phone'), width: 140 },
    ...(kind === 'center'
      ? [
          {
            id: 'account',
            name: t('district.col.platform'),
            width: 140,
            custom: (row: CompanyRecord) => row.account ?? '—',
          },
        ]
      : []),
  ];
  const state = useTableState(heads);
  const list = useQuery({
    queryKey: districtKeys.list(kind, state.query),
    queryFn: () => fetchDistrictList({ ...state.query, kind: kind! }),
    enabled: kind !== undefined,
  });
  if (!kind) return <Navigate to="/systemmanage/manage/1" replace />;

  const visibleTabs = (Object.entries(districtTabs) as [string, DistrictKind][]).filter(([, tabKind]) =>
    hasPermissionId(control, tabIds[tabKind], roleCode),
  );
  const canCreate =
    kind === 'cared'
      ? hasButton(control, 'networkcompany-new', roleCode)
      : hasPermissionId(control, 'systemmanage-manage', roleCode);
  const isUnitTab = kind === 'cared';
  const canImport = hasButton(control, isUnitTab ? 'networkcompany-import' : 'district-import', roleCode);
  return (
    <Card
      title={t('district.title')}
      data-testid="district-list"
      extra={
        <Space>
          {canCreate && (
            <Button type="primary" onClick={() => navigate(newPath(kind, type))} data-testid="district-new">
              {t(`district.new.${kind}` as MessageKey)}
            </Button>
          )}
          {canCreate && !isUnitTab && (
            <Button
              onClick={() => navigate(`/systemmanage/manage/more_add?tab=${type}`)}
              data-testid="district-more-add"
            >
              {t('district.action.moreAdd')}
            </Button>
          )}
          {canImport && (
            <Button
              onClick={() =>
                navigate(isUnitTab ? '/new_company_list/import' : `/systemmanage/manage/import?tab=${type}`)
              }
              data-testid="district-import"
            >
              {t('district.action.import')}
            </Button>
          )}
        </Space>
      }
    >
      <Tabs
        activeKey={type}
        items={visibleTabs.map(([tab, tabKind]) => ({ key: tab, label: t(`district.tab.${tabKind}` as MessageKey) }))}
        onChange={(key) => navigate(`/systemmanage/manage/${key}`, { replace: true })}
      />
      <QueryDataTable<CompanyRecord>
        heads={heads}
        result={list}
        state={state}
        rowKey={(row) => row.company_id}
        actions={{
          title: '',
          width: 180,
          render: (row) => (
            <Space>
              <Link to={rowPath(kind, row)} data-testid={`district-details-${row.company_id}`}>
                {t(kind === 'cared' ? 'companies.list.view' : 'district.action.details')}
              </Link>
              {!isUnitTab && (
                <Link to={bindingUnitPath(kind, row.company_id)} data-testid={`district-bound-${row.company_id}`}>
                  {t('district.action.bound')}
                </Link>
              )}
            </Space>
          ),
        }}
      />
    </Card>
  );
};

export default DistrictListPage;
