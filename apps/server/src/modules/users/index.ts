/** The users module's public surface: other modules import only this file. */
export { userRoutes } from './users.routes';
export { createAccount, ensureRole } from './accounts';
