export type { BulkFilterInput } from './api/bulk-target';
export { BulkBar } from './components/bulk-bar';
export { BulkJobPanel } from './components/bulk-job-panel';
export { SelectCheckbox } from './components/select-checkbox';
export { type SelectionControls, useSelection } from './hooks/use-selection';
