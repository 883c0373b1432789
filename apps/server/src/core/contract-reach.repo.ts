import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { maintContracts, maintContractUnits, repairReports, repairReportTasks, repairTasks } from '../db/schema';
import { inScope, type ContractReach, type Scope } from './scope';

/**
 * The WHERE conditions of a maintenance company's work (docs/architecture.md "Access kinds"): the contract side
 * (`maint`) reaches the company's own, the unit side (`units`) the work for units of its scope; `all` reaches
 * everything (undefined: no condition). Lists and requireAccess's kinds use the same conditions.
 */
const onSide = (reach: ContractReach, side: { maintId: AnyColumn; forUnitsOf: (scope: Scope) => SQL }) => {
  if (reach.kind === 'all') return undefined;
  if (reach.kind === 'maint') return eq(side.maintId, reach.orgId);
  return side.forUnitsOf(reach.scope);
};

const coversUnitOf = (scope: Scope, contractId: AnyColumn) =>
  sql`exists (select 1 from ${maintContractUnits} where ${maintContractUnits.contractId} = ${contractId} and ${inScope(scope, maintContractUnits.unitId)})`;

/** Contracts (on `maint_contracts`' own columns): the company's own, or those covering a unit of the scope. */
export const reachesContract = (reach: ContractReach): SQL | undefined =>
  onSide(reach, {
    maintId: maintContracts.companyMaintId,
    forUnitsOf: (scope) => coversUnitOf(scope, maintContracts.id),
  });

/** A record that hangs off a contract (plan, task, report, charge, entry): reached as its contract is. */
export const reachesContractOf = (reach: ContractReach, contractId: AnyColumn): SQL | undefined => {
  if (reach.kind === 'all') return undefined;
  if (reach.kind === 'units') return coversUnitOf(reach.scope, contractId);
  return sql`exists (select 1 from ${maintContracts} where ${and(
    eq(maintContracts.id, contractId),
    eq(maintContracts.companyMaintId, reach.orgId),
  )})`;
};

/** Repair tasks: the company's own, or those of a unit of the scope. */
export const reachesRepairTask = (reach: ContractReach): SQL | undefined =>
  onSide(reach, {
    maintId: repairTasks.companyMaintId,
    forUnitsOf: (scope) => inScope(scope, repairTasks.unitId),
  });

const taskOfReport = sql`select 1 from ${repairReportTasks} join ${repairTasks} on ${repairTasks.id} = ${repairReportTasks.taskId} where ${repairReportTasks.reportId} = ${repairReports.id}`;

/**
 * Repair reports: the company's own, or for the units of a scope the reports whose tasks all belong to those units
 * (one other unit's task in it and the report is not theirs to read).
 */
export const reachesRepairReport = (reach: ContractReach): SQL | undefined =>
  onSide(reach, {
    maintId: repairReports.companyMaintId,
    forUnitsOf: (scope) =>
      sql`exists (${taskOfReport}) and not exists (${taskOfReport} and not (${inScope(scope, repairTasks.unitId)}))`,
  });
