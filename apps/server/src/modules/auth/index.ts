/** The auth module's public surface: other modules import only this file. */
// Its list exports register themselves with the exports module's registry when the module loads.
import './login-log.exporter';
export { authRoutes } from './auth.routes';
export { svgCaptchaFactory } from './captcha';
export { pruneLoginLogs } from './login-logs.repo';
export { buildLoginAnswer } from './user-info';
export { openAccountSession } from './auth.service';
