/** What other features and the shell use of this feature; its pages are in routes.ts (docs/architecture.md). */
export { removeBinding } from './api';
export { BindingDialog } from './components/BindingDialog';
export { BindingRequestsButton } from './components/BindingRequestsButton';
export { BindingTable } from './components/BindingTable';
