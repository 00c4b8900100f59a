/**
 * The first element of every query key: one family per kind of server data. Each feature builds
 * its keys under its root. A write in one feature that changes another family's data invalidates
 * that family by its root, without importing the other feature: an index import would pull the
 * whole feature's code into the importing screen's chunk.
 */
export const QUERY_ROOTS = {
  clients: 'clients',
  agents: 'agents',
  callingSettings: 'calling-settings',
} as const;
