/** The scenes module's public surface: other modules import only this file. */
export { sceneRoutes } from './scenes.routes';
