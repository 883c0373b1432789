/** The address-suggest module's public surface: other modules import only this file. */
export { addressSuggestRoutes } from './address-suggest.routes';
