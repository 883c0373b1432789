/** The departments module's public surface (departments, posts, the person tree): other modules import only this file. */
export { departmentRoutes } from './departments.routes';
export { postRoutes } from './posts.routes';
