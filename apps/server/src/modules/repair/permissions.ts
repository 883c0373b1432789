import { repairCreateNodes } from '@fireline/shared';

/**
 * The catalogue nodes behind the repair calls (docs/maintenance.md "Repair tasks"): the maintenance area's 维修任务 tab
 * and the left-nav 报修 entry read and work repair tasks (which step the caller may take is the service's rule,
 * repair-abilities.ts); alarm handling's people read them too (the alarm detail shows its repair's progress) and create one
 * with the apply-repair button (servicecompany-maintain-new; the repair form's page node alarmdeal-repair-new alone
 * does not create).
 */
export const repairWork = ['vyborg-repair', 'repair'] as const;
export const repairRead = [...repairWork, 'alarmdeal-list'] as const;
/** Repair reports: the repair-task nodes and the 维修报告 tab (the same page's reports view). */
export const repairReportWork = [...repairWork, 'vyborg-repair-report'] as const;
export const repairReportRead = [...repairRead, 'vyborg-repair-report'] as const;
export const repairCreate = repairCreateNodes;
