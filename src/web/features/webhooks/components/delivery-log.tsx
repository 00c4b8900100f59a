import type { WebhookDelivery } from '#shared/schemas/webhooks';
import { Badge, type BadgeTone } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Loading } from '#web/components/ui/loading';
import { errorMessage } from '#web/lib/api';
import { useDeliveries, useResendDelivery } from '../api/webhooks';

const STATUS_TONE: Record<WebhookDelivery['status'], BadgeTone> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
};

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** The endpoint's latest deliveries: status, answer, attempts, and Resend. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useDeliveries(endpointId);
  const resend = useResendDelivery(endpointId);
  if (deliveries.isPending) return <Loading label="Loading deliveries..." />;
  if (deliveries.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {errorMessage(deliveries.error)}
      </p>
    );
  if (deliveries.data.items.length === 0)
    return <p className="text-sm text-muted-foreground">Nothing sent yet.</p>;
  return (
    <ul className="grid gap-2" aria-label="Deliveries">
      {deliveries.data.items.map((d) => (
        <li
          key={d.id}
          className="grid gap-1 rounded-md border border-border p-2 text-xs sm:grid-cols-[1fr_auto]"
        >
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-mono">{d.eventType}</span>
              <Badge tone={STATUS_TONE[d.status]}>{d.status}</Badge>
              <span>{d.responseCode === null ? 'no answer' : `HTTP ${d.responseCode}`}</span>
              <span>attempt {d.attempts}</span>
            </div>
            <div className="text-muted-foreground">
              Event {time(d.occurredAt)} · last try {time(d.lastAttemptAt)}
              {d.nextAttemptAt ? ` · next ${time(d.nextAttemptAt)}` : ''}
            </div>
            {d.lastError ? <div className="break-words text-danger">{d.lastError}</div> : null}
          </div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="self-center"
            disabled={resend.isPending}
            onClick={() => resend.mutate(d.id)}
          >
            Resend
          </Button>
        </li>
      ))}
    </ul>
  );
}
