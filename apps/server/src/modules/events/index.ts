/** The events module's public surface: other modules import only this file. */
// Its list exports register themselves with the exports module's registry when the module loads.
import './events.exporter';
export { eventListRoutes } from './event-lists.routes';
export { eventCountRoutes } from './event-counts.routes';
export { eventDetailRoutes } from './event-detail.routes';
export { eventHandlingRoutes } from './event-handling.routes';
export { confirmReasonRoutes } from './confirm-reasons.routes';
export { eventContactRoutes } from './event-contacts.routes';
export { focusLevelRoutes } from './focus-level.routes';
export { autoConfirmTimedOut } from './event-actions.service';
