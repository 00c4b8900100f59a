import { Phone } from 'lucide-react';
import type { Client } from '#shared/schemas/clients';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { FollowUpLine, IdleMarker } from './follow-up-line';

type Props = { title: string; clients: readonly Client[]; onCall: (client: Client) => void };

/** One part of the Today queue; a part with nobody in it is left out. */
export function QueueGroup({ title, clients, onCall }: Props) {
  if (clients.length === 0) return null;
  return (
    <section aria-label={title} className="grid gap-2">
      <h3 className="text-sm font-semibold text-soft-foreground">{title}</h3>
      <ul className="grid gap-2">
        {clients.map((client) => (
          <li key={client.id}>
            <Card className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="queue-item">
              <div className="grid min-w-0 gap-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <bdi className="wrap-anywhere">{client.name}</bdi>
                  <IdleMarker idleDays={client.idleDays} />
                </p>
                <p className="text-sm text-muted-foreground">
                  {client.phone ?? 'No phone number'} · {client.callCount}{' '}
                  {client.callCount === 1 ? 'call' : 'calls'}
                </p>
                <FollowUpLine nextFollowUpAt={client.nextFollowUpAt} />
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onCall(client)}
                aria-label={`Call ${client.name}`}
              >
                <Phone aria-hidden />
                Call
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
