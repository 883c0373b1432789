/** The event-forward module's public surface: other modules, the ingest writer and the scheduler import only this file. */
export { eventForwardRoutes } from './event-forward.routes';
export { queueEventForwards } from './forward-queue';
export { createForwardAdapter } from './forward-sender';
export { endpointPolicyOf } from './endpoint';
export { FORWARD_CHANNEL } from './forward-outbox.repo';
export { signForwardBody, type ForwardBody } from './forward-body';
