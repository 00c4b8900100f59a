// The clients feature's public surface: what the admin screens and agent management reuse.

export { useDeleteClient } from './api/delete-client';
export { useClientList } from './api/get-clients';
export { ClientEditDialog } from './components/client-dialogs-lazy';
export type { AgentOption } from './components/client-edit-dialog';
export { ClientsEmptyState } from './components/empty-state';
export { IdleFilter } from './components/idle-filter';
export { StatusBadge } from './components/status-badge';
export { ALL_AGENTS, useListParams } from './hooks/use-list-params';
export { usePageInRange } from './hooks/use-page-in-range';
