import { useState } from 'react';
import type { Webhook } from '#shared/schemas/webhooks';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardHeader } from '#web/components/ui/card';
import { useDeleteWebhook, useUpdateWebhook } from '../api/webhooks';
import { DeliveryLog } from './delivery-log';

/** One endpoint: its URL, events and secret hint, enable/delete, and its delivery log. */
export function WebhookCard({ hook }: { hook: Webhook }) {
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const [showLog, setShowLog] = useState(false);
  const logId = `log-${hook.id}`;
  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 break-all font-mono text-sm font-semibold">{hook.url}</h2>
          <Badge tone={hook.enabled ? 'success' : 'neutral'}>{hook.enabled ? 'Enabled' : 'Disabled'}</Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {hook.events.join(', ')} · secret {hook.secretHint}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-expanded={showLog}
            aria-controls={logId}
            onClick={() => setShowLog((v) => !v)}
          >
            {showLog ? 'Hide deliveries' : 'Show deliveries'}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: hook.id, body: { enabled: !hook.enabled } })}
          >
            {hook.enabled ? 'Disable' : 'Enable'}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(`Delete the webhook to ${hook.url} and its delivery log?`))
                remove.mutate(hook.id);
            }}
          >
            Delete
          </Button>
        </div>
        {showLog ? (
          <div id={logId}>
            <DeliveryLog endpointId={hook.id} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
