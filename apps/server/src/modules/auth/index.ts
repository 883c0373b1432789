/** The auth module's public surface: other modules import only this file. */
export { authRoutes } from './auth.routes';
export { svgCaptchaFactory } from './captcha';
export { pruneLoginLogs, readLoginLogBatch, type LoginLogRow } from './login-logs.repo';
export { buildLoginAnswer } from './user-info';
export { openAccountSession } from './auth.service';
