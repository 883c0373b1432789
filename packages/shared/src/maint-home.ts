import { z } from 'zod';

/**
 * GET maint/engineer_home/: the maintenance company's engineer's home page (issue 28): today's tasks, the overdue
 * ones, the contracts ending within 30 days and the repairs to take, each a count and the first few records.
 */
export const ENGINEER_HOME_LIST = 5;

const taskItem = z.object({
  id: z.number(),
  task_name: z.string(),
  project_name: z.string(),
  /** The plan's last day (site day). */
  plan_end_time: z.string(),
  /** enum_maint_status: 1 to assign, 2 to receive, 3 in progress. */
  status: z.number(),
  related_resp_name: z.string(),
});
const contractItem = z.object({
  id: z.number(),
  project_name: z.string(),
  /** The contract's last day (site day) and the days left, that day counted. */
  end_time: z.string(),
  days_left: z.number(),
});
const repairItem = z.object({
  id: z.number(),
  task_name: z.string(),
  company_cared_name: z.string(),
  /** 2 to receive, 3 in progress. */
  status: z.number(),
});

const card = <T extends z.ZodType>(item: T) => z.object({ total: z.number(), list: z.array(item) });

export const engineerHomeSchema = z.object({
  today: card(taskItem),
  overdue: card(taskItem),
  contracts_ending: card(contractItem),
  repairs: card(repairItem).extend({ to_receive: z.number(), in_progress: z.number() }),
});
export type EngineerHome = z.infer<typeof engineerHomeSchema>;
