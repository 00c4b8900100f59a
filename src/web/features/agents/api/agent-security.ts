import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export type AgentSecurityAction = 'reset-two-factor' | 'end-sessions';

const PATHS: Record<AgentSecurityAction, string> = {
  'reset-two-factor': 'two-factor/reset',
  'end-sessions': 'sessions/revoke',
};

/** Resets an agent's two-factor sign-in (which ends their sessions too), or only ends the sessions. */
export function runAgentSecurityAction({ id, action }: { id: string; action: AgentSecurityAction }) {
  return api<unknown>(`/api/agents/${encodeURIComponent(id)}/${PATHS[action]}`, { method: 'POST', body: {} });
}

export function useAgentSecurityAction() {
  return useMutation({ mutationFn: runAgentSecurityAction });
}
