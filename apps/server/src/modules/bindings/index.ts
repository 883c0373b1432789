/** The bindings module's public surface: other modules import only this file. */
export { bindingRoutes } from './bindings.routes';
