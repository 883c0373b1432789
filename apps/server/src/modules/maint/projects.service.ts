import { contractStateOn, type ContractListQuery, type ProjectPage } from '@fireline/shared';
import { contractReachOf, type Caller } from '../../core/access';
import type { SiteTime } from '../../core/site-time';
import type { Db } from '../../db/client';
import { siteToday } from './contract-scope';
import { listContracts, selectContractNames } from './contracts.repo';
import { selectCoverageCounts } from './coverage.repo';
import { selectEntryStats } from './entries.repo';

/**
 * Projects (维保项目, spec 002 §7 project list): a contract's execution side — the same contracts the caller reads,
 * with what is under each (buildings, equipment, check items) and its entries. project_id is the contract's id.
 */
export const listProjects = async (
  deps: { db: Db; siteTime: SiteTime },
  caller: Caller,
  query: ContractListQuery,
): Promise<ProjectPage> => {
  const { db, siteTime } = deps;
  const today = siteToday(siteTime);
  const { rows, total, counts } = await listContracts(db, contractReachOf(caller), { query, today });
  const ids = rows.map((row) => row.id);
  const [names, coverage, entries] = await Promise.all([
    selectContractNames(db, rows),
    selectCoverageCounts(db, ids),
    selectEntryStats(db, ids),
  ]);
  const list = rows.map((row) => {
    const { state, isExpiring, daysLeft } = contractStateOn({
      today,
      startDate: row.startDate,
      endDate: row.endDate,
    });
    const covered = coverage.get(row.id);
    const entry = entries.get(row.id);
    return {
      project_id: row.id,
      project_name: row.projectName,
      contract_id: row.id,
      company_maint_id: row.companyMaintId,
      company_maint_name: names.orgNames.get(row.companyMaintId) ?? '',
      companies: names.units
        .filter((unit) => unit.contractId === row.id)
        .map((unit) => ({ company_id: unit.companyId, company_name: unit.companyName })),
      contact_period: [row.startDate, row.endDate] as [string, string],
      status: state,
      is_expiring: isExpiring ? (1 as const) : (0 as const),
      days_left: daysLeft,
      related_resp_name: row.relatedRespUid ? (names.personNames.get(row.relatedRespUid) ?? '') : '',
      building_count: covered?.buildings ?? 0,
      equip_count: covered?.equipment ?? 0,
      check_count: covered?.checks ?? 0,
      entry_count: entry?.count ?? 0,
      last_entry: entry?.last
        ? { start_time: entry.last.startDate, end_time: entry.last.endDate, head_name: entry.last.headName }
        : null,
    };
  });
  return { list, total, counts };
};
