/** The events module's public surface: other modules import only this file. */
export { pushSettingsRoutes } from './push-settings.routes';
export { eventListRoutes } from './event-lists.routes';
export { eventHandlingRoutes } from './event-handling.routes';
export { eventExtrasRoutes } from './event-extras.routes';
export { createEventWriter } from './event-writer';
export type { EventWriter } from './event-writer';
export type { DeviceRef, IngestItem } from './ingest-types';
export { processedSql, unprocessedSql } from './event-lists.repo';
export { formatAcceptTime } from './push-message';
export type { PlaceNames } from './push-message';
export type { StoredEvent } from './process-batch';
export { findRecipients } from './recipients';
export type { Recipient } from './recipients';
export { autoConfirmTimedOut } from './event-actions.service';
