import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentList } from '#shared/schemas/agents';
import type { CreateIntakeFormInput, IntakeForm } from '#shared/schemas/intake';
import { api } from '#web/lib/api';

const FORMS_KEY = ['intake-forms'] as const;

export function useIntakeForms() {
  return useQuery({
    queryKey: FORMS_KEY,
    queryFn: ({ signal }) => api<{ items: IntakeForm[] }>('/api/intake-forms', { signal }),
  });
}

/** Active agents with their emails: a form names its agents by email. */
export function useIntakeAgents() {
  return useQuery({
    queryKey: ['agents', 'list'],
    queryFn: ({ signal }) => api<AgentList>('/api/agents', { signal }),
    select: (list) => list.items.filter((a) => a.status === 'active'),
  });
}

/** Writes answer with the form as it is now; the list is updated from the answer. */
export function useCreateIntakeForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateIntakeFormInput) =>
      api<IntakeForm>('/api/intake-forms', { method: 'POST', body }),
    onSuccess: (form) =>
      queryClient.setQueryData<{ items: IntakeForm[] }>(FORMS_KEY, (old) => ({
        items: [form, ...(old?.items ?? [])],
      })),
  });
}

export function useSetIntakeFormEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      api<IntakeForm>(`/api/intake-forms/${id}`, { method: 'PATCH', body: { enabled } }),
    onSuccess: (form) =>
      queryClient.setQueryData<{ items: IntakeForm[] }>(FORMS_KEY, (old) => ({
        items: (old?.items ?? []).map((f) => (f.id === form.id ? form : f)),
      })),
  });
}

export function useDeleteIntakeForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/intake-forms/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) =>
      queryClient.setQueryData<{ items: IntakeForm[] }>(FORMS_KEY, (old) => ({
        items: (old?.items ?? []).filter((f) => f.id !== id),
      })),
  });
}
