import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentDisplayName } from '#shared/domain';
import type {
  AdminOverview,
  AgentList,
  AgentPerformanceList,
  InvitationResult,
  UpdateAgentBody,
} from '#shared/schemas/agents';
import { clientKeys } from '#web/features/clients';
import { api } from './api';

export const agentKeys = {
  all: ['agents'] as const,
  list: () => ['agents', 'list'] as const,
  performance: () => ['agents', 'performance'] as const,
  overview: () => ['agents', 'overview'] as const,
};

export function useAgents() {
  return useQuery({
    queryKey: agentKeys.list(),
    queryFn: ({ signal }) => api<AgentList>('/api/agents', { signal }),
  });
}

/** Active agents as options for filters and the Assign Agent dropdown. */
export function useAgentOptions() {
  const agents = useAgents();
  const options = (agents.data?.items ?? [])
    .filter((a) => a.status === 'active')
    .map((a) => ({ id: a.id, name: agentDisplayName({ id: a.id, name: a.fullName }) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { ...agents, options };
}

export function useAdminOverview() {
  return useQuery({
    queryKey: agentKeys.overview(),
    queryFn: ({ signal }) => api<AdminOverview>('/api/admin/overview', { signal }),
  });
}

export function useAgentPerformance() {
  return useQuery({
    queryKey: agentKeys.performance(),
    queryFn: ({ signal }) => api<AgentPerformanceList>('/api/agents/performance', { signal }),
  });
}

/** Every change to agents can change client owners and counts too. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: agentKeys.all }),
      queryClient.invalidateQueries({ queryKey: clientKeys.all }),
    ]);
}

export function useInviteAgent() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (email: string) =>
      api<InvitationResult>('/api/agents/invitations', { method: 'POST', body: { email } }),
    onSettled: refresh,
  });
}

export function useResendInvitation() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) =>
      api<InvitationResult>(`/api/agents/invitations/${encodeURIComponent(id)}/resend`, {
        method: 'POST',
        body: {},
      }),
    onSettled: refresh,
  });
}

export function useRevokeInvitation() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/api/agents/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

export function useUpdateAgent() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAgentBody }) =>
      api<unknown>(`/api/agents/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSettled: refresh,
  });
}

export function useRemoveAgent() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, reassignTo }: { id: string; reassignTo: string | null }) =>
      api<{ reassignedClients: number }>(
        `/api/agents/${encodeURIComponent(id)}${reassignTo ? `?reassignTo=${encodeURIComponent(reassignTo)}` : ''}`,
        { method: 'DELETE' },
      ),
    onSettled: refresh,
  });
}
