import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './client';

/**
 * Work appended to the outermost transaction a piece of code opens: the operation log's row (core/operation-log.ts)
 * commits with the change it describes. `beforeCommit` runs inside the transaction after its callback succeeded; what
 * it writes rolls back with the rest when the commit fails, and then `afterRollback` hears of it.
 */
export type TransactionHook = {
  beforeCommit: (tx: Tx, result: unknown) => Promise<void>;
  afterRollback: (tx: Tx) => void;
};

const hooks = new AsyncLocalStorage<TransactionHook>();

/** Runs `work` (and everything it starts) with `hook` on the transactions it opens through a hooked database. */
export const runWithTransactionHook = <T>(hook: TransactionHook, work: () => T): T => hooks.run(hook, work);

/**
 * The database the request handlers get: the same as `db` but for `transaction`, which runs the current hook, when
 * there is one, before the commit. Only the outermost transaction is affected: nested ones (`tx.transaction`) are
 * savepoints of it. Without a hook (ingest, the scheduler, tests' fixtures) it is `db.transaction` itself.
 */
export const withTransactionHooks = (db: Db): Db => {
  const transaction: Db['transaction'] = (work, config) => {
    const hook = hooks.getStore();
    if (!hook) return db.transaction(work, config);
    let opened: Tx | undefined;
    return db
      .transaction(async (tx) => {
        opened = tx;
        const result = await work(tx);
        await hook.beforeCommit(tx, result);
        return result;
      }, config)
      .catch((error: unknown) => {
        if (opened) hook.afterRollback(opened);
        throw error;
      });
  };
  return Object.create(db, { transaction: { value: transaction } }) as Db;
};
