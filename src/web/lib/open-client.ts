import type { Client } from '#shared/schemas/clients';

/**
 * Where a client is shown, with the navigation state that asks the agent dashboard to open it:
 * an agent gets the dashboard searched to the client with its dialog open, an admin the client list
 * searched by the client's email (shared by the command palette and the dashboard).
 */
export type OpenClientState = { openClientId: string };

export function clientLocation(client: Pick<Client, 'id' | 'email'>, role: 'agent' | 'admin') {
  const search = `?q=${encodeURIComponent(client.email)}`;
  if (role === 'admin') return { to: `/admin/clients${search}` };
  const state: OpenClientState = { openClientId: client.id };
  return { to: `/agent${search}`, state };
}

/** The client the navigation asked to open, if any. */
export function openClientIdFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('openClientId' in state)) return null;
  return typeof state.openClientId === 'string' ? state.openClientId : null;
}
