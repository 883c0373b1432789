import { ENGINEER_HOME_LIST, maintStatuses, type EngineerHome, type MaintTask } from '@fireline/shared';
import type { Caller } from '../../core/access';
import type { AppDeps } from '../../core/context';
import { listContracts, listTasks } from '../maint';
import { listRepairTasks } from '../repair';

const first = { page_no: 0, page_size: ENGINEER_HOME_LIST } as const;

const taskItem = (task: MaintTask) => ({
  id: task.id,
  task_name: task.task_name,
  project_name: task.project_name,
  plan_end_time: task.plan_end_time,
  status: task.enum_maint_status,
  related_resp_name: task.related_resp_name,
});

/**
 * The engineer's home (docs/maintenance.md "The engineer's home"): the maintenance and repair lists the engineer's
 * pages show, each asked once for its first rows and its total through the modules' own services (their reach, their
 * presentation: a fixed number of queries whatever the rows).
 */
export const engineerHome = async (
  deps: Pick<AppDeps, 'db' | 'bus' | 'siteTime'>,
  caller: Caller,
): Promise<EngineerHome> => {
  const [today, overdue, ending, toReceive, inProgress] = await Promise.all([
    listTasks(deps, caller, { ...first, due: 'today' }),
    listTasks(deps, caller, { ...first, due: 'overdue' }),
    listContracts(deps, caller, { ...first, status: 'expiring' }),
    listRepairTasks(deps.db, caller, { ...first, status: maintStatuses.to_receive }),
    listRepairTasks(deps.db, caller, { ...first, status: maintStatuses.in_progress }),
  ]);
  const repairList = [...toReceive.list, ...inProgress.list].slice(0, ENGINEER_HOME_LIST);
  return {
    today: { total: today.total, list: today.list.map(taskItem) },
    overdue: { total: overdue.total, list: overdue.list.map(taskItem) },
    contracts_ending: {
      total: ending.total,
      list: ending.list.map((contract) => ({
        id: contract.id,
        project_name: contract.project_name,
        end_time: contract.contact_period[1],
        days_left: contract.days_left,
      })),
    },
    repairs: {
      total: toReceive.total + inProgress.total,
      to_receive: toReceive.total,
      in_progress: inProgress.total,
      list: repairList.map((task) => ({
        id: task.id,
        task_name: task.task_name,
        company_cared_name: task.company_cared_name,
        status: task.enum_maint_status,
      })),
    },
  };
};
