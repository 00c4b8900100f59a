/** loading: first answer on its way; offline: waiting for a connection; ready: show items or empty. */
export type PanelState = 'loading' | 'offline' | 'ready';
