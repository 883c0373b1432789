import type { HazardRow } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { useTableState } from '../../../components/use-table-state';
import { fetchExamineHazards } from '../api';
import { HazardFrame } from '../components/HazardFrame';
import { hazardDetailPath } from '../paths';
import { useHazardHeads } from './HazardListPage';
import { hazardKeys } from '../keys';

/** What waits for a unit's examination: to confirm, designate, review and close. */
const EXAMINED = [1, 2, 4, 5] as const;

/**
 * /danger/examine_hazard_list (隐患审核): the hazards waiting for their unit's examiners, newest first; a row opens
 * /danger/examine_hazard/details, where the step is taken.
 */
export const HazardExaminePage = () => {
  const { t } = useTranslation();
  const all = useHazardHeads({ from: 'examine', statuses: EXAMINED });
  // The review list filters by status only (list_by_company_hazard).
  const heads = useMemo(
    () => all.map((head) => (head.id === 'status' ? head : { ...head, filter_options: undefined })),
    [all],
  );
  const state = useTableState(heads, { context: ['company_id'] });
  const list = useQuery({
    queryKey: hazardKeys.examine(state.query),
    queryFn: () => fetchExamineHazards(state.query),
  });
  return (
    <HazardFrame testId="hazard-examine-page">
      <Typography.Paragraph type="secondary">{t('hazards.examine.intro')}</Typography.Paragraph>
      <DataTable<HazardRow>
        heads={heads}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        state={state}
        loading={list.isFetching}
        rowKey={(row) => row.id}
        onRefresh={() => void list.refetch()}
        actions={{
          title: t('hazards.col.actions'),
          width: 90,
          render: (row) => <Link to={hazardDetailPath(row.id, 'examine')}>{t('hazards.action.examine')}</Link>,
        }}
      />
    </HazardFrame>
  );
};

export default HazardExaminePage;
