/**
 * The catalogue nodes behind the maintenance calls: the contract pages of /vyborg (合同管理) and the unit page's 维保
 * tab read contracts; the first, or the unit page's button networkcompany-maint-edit, writes them (who may write which is the service's rule, contract-access.ts); the project list also
 * reads them. Plans (任务管理, vyborg-plan) and tasks (维保任务, vyborg-task) are read also from the unit's 维保 tab.
 */
export const maintWrite = ['vyborg-contract', 'networkcompany-maint-edit'] as const;
export const maintRead = ['vyborg-contract', 'company-maint', 'vyborg-project'] as const;
export const planWrite = ['vyborg-plan'] as const;
export const planRead = ['vyborg-plan', 'company-maint'] as const;
export const taskWrite = ['vyborg-task', 'vyborg-plan'] as const;
/**
 * Charges (收费, vyborg-charge) and their counts; a contract's charges are also read where the contract is (合同管理,
 * the unit page's 维保 tab): its detail page shows them.
 */
export const chargeWrite = ['vyborg-charge'] as const;
/** The counts (/vyborg/chargecount) are the charge tab's page: no node of their own. */
export const chargeCount = chargeWrite;
export const chargeRead = ['vyborg-charge', 'vyborg-contract', 'company-maint'] as const;
/** The fire safety director's view (消防安全负责人): the /vyborg tab and the unit page's tab. */
export const directorRead = ['vyborg-adim', 'company-adim'] as const;
/** Asking for a task as the unit's director: the /vyborg tab's holders, or the unit page's button (not its readers). */
export const directorAsk = ['vyborg-adim', 'networkcompany-adim-task'] as const;
export const taskRead = ['vyborg-task', 'vyborg-plan', 'company-maint', ...directorRead] as const;
/** The home page's maintenance card: whoever has a home page, or reads maintenance. */
export const maintHomeRead = ['home', 'vyborg', 'company-maint', 'company-adim'] as const;
/**
 * Reports (维保报告, vyborg-report) are read also from report management (报告管理, vyborg-report-manage) and the
 * unit's 维保 tab; automatic reports are asked for from either page.
 */
export const reportWrite = ['vyborg-report'] as const;
export const reportRead = ['vyborg-report', 'vyborg-report-manage', 'company-maint'] as const;
export const reportManage = ['vyborg-report', 'vyborg-report-manage'] as const;
