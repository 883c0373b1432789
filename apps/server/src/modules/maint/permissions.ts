/**
 * The catalogue nodes behind the maintenance calls: the contract pages of /vyborg (合同管理) and the unit page's 维保
 * tab read and write contracts (who may write which is the service's rule, contract-access.ts); the project list also
 * reads them.
 */
export const maintWrite = ['vyborg-contract', 'company-maint'] as const;
export const maintRead = [...maintWrite, 'vyborg-project'] as const;
