/** The engineer's home page: a view over the maintenance and repair modules' lists. */
export { engineerHomeRoutes } from './engineer-home.routes';
