import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookBody,
  UpdateWebhookBody,
  Webhook,
  WebhookDelivery,
} from '#shared/schemas/webhooks';
import { api } from '#web/lib/api';

const WEBHOOKS_KEY = ['webhooks'] as const;
const deliveriesKey = (id: string) => ['webhooks', id, 'deliveries'] as const;
type List = { items: Webhook[] };

export function useWebhooks() {
  return useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: ({ signal }) => api<List>('/api/webhooks', { signal }),
  });
}

/** The endpoint's delivery log; refreshed every few seconds while it is open. */
export function useDeliveries(id: string) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: ({ signal }) => api<{ items: WebhookDelivery[] }>(`/api/webhooks/${id}/deliveries`, { signal }),
    refetchInterval: 3_000,
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) => api<Webhook>('/api/webhooks', { method: 'POST', body }),
    onSuccess: (hook) =>
      queryClient.setQueryData<List>(WEBHOOKS_KEY, (old) => ({ items: [hook, ...(old?.items ?? [])] })),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateWebhookBody }) =>
      api<Webhook>(`/api/webhooks/${id}`, { method: 'PATCH', body }),
    onSuccess: (hook) =>
      queryClient.setQueryData<List>(WEBHOOKS_KEY, (old) => ({
        items: (old?.items ?? []).map((h) => (h.id === hook.id ? hook : h)),
      })),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) =>
      queryClient.setQueryData<List>(WEBHOOKS_KEY, (old) => ({
        items: (old?.items ?? []).filter((h) => h.id !== id),
      })),
  });
}

export function useResendDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api<WebhookDelivery>(`/api/webhooks/deliveries/${deliveryId}/resend`, { method: 'POST' }),
    onSuccess: (delivery) =>
      queryClient.setQueryData<{ items: WebhookDelivery[] }>(deliveriesKey(endpointId), (old) => ({
        items: (old?.items ?? []).map((d) => (d.id === delivery.id ? delivery : d)),
      })),
  });
}
