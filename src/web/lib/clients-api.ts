import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Client,
  ClientListPage,
  ClientStats,
  CreateClientBody,
  ListClientsQueryInput,
  TradingPassword,
  UpdateClientBody,
} from '#shared/schemas/clients';
import { api } from './api';

/** Query keys: everything about clients sits under ['clients'], so one invalidation refreshes all. */
export const clientKeys = {
  all: ['clients'] as const,
  list: (query: ListClientsQueryInput) => ['clients', 'list', query] as const,
  stats: () => ['clients', 'stats'] as const,
};

export function toQueryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useClientList(query: ListClientsQueryInput) {
  return useQuery({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) =>
      api<ClientListPage>(
        `/api/clients${toQueryString(query as Record<string, string | number | undefined>)}`,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useClientStats() {
  return useQuery({
    queryKey: clientKeys.stats(),
    queryFn: ({ signal }) => api<ClientStats>('/api/clients/stats', { signal }),
  });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClientBody) => api<Client>('/api/clients', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateClientBody }) =>
      api<Client>(`/api/clients/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/clients/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

export function revealTradingPassword(id: string): Promise<TradingPassword> {
  return api<TradingPassword>(`/api/clients/${encodeURIComponent(id)}/trading-password`);
}
