/** The files module's public surface: other modules import only this file. */
export { fileRoutes } from './files.routes';
export { downloadTicketRoutes } from './download-tickets.routes';
export { findFile, presentFile } from './files.service';
