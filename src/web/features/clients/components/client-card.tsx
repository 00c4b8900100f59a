import { Globe, Mail, Pencil, Phone } from 'lucide-react';
import { formatUsd, isClientStatus, PLANS, STATUS_INFO } from '#shared/domain';
import type { Client } from '#shared/schemas/clients';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { formatDate, formatDateTime } from '#web/lib/format';
import { StatusBadge } from './status-badge';
import { TradingAccountBlock } from './trading-account-block';

function statusLabel(status: string) {
  return isClientStatus(status) ? STATUS_INFO[status].label : status;
}

/** One client on the agent dashboard (spec §2 Client card). */
export function ClientCard({ client, onEdit }: { client: Client; onEdit: (client: Client) => void }) {
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="client-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{client.name}</h2>
          <StatusBadge status={client.status} />
        </div>
        <Button variant="ghost" size="icon" aria-label={`Edit ${client.name}`} onClick={() => onEdit(client)}>
          <Pencil aria-hidden />
        </Button>
      </div>
      <ul className="grid gap-1 text-sm text-soft-foreground">
        <li className="flex items-center gap-2 break-all">
          <Mail className="size-4 shrink-0 text-faint" aria-hidden />
          <a href={`mailto:${client.email}`} className="hover:underline">
            {client.email}
          </a>
        </li>
        {client.phone ? (
          <li className="flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-faint" aria-hidden />
            <a href={`tel:${client.phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
              {client.phone}
            </a>
          </li>
        ) : null}
        {client.country ? (
          <li className="flex items-center gap-2">
            <Globe className="size-4 shrink-0 text-faint" aria-hidden />
            {client.country}
          </li>
        ) : null}
      </ul>
      {client.invoices.length > 0 ? (
        <div className="text-sm">
          <h3 className="mb-1 font-semibold text-soft-foreground">Invoices</h3>
          <ul aria-label="Invoices" className="grid gap-1">
            {client.invoices.map((invoice) => (
              <li
                key={invoice.id}
                className="flex flex-wrap justify-between gap-2 rounded bg-purple-50 px-2 py-1 dark:bg-purple-400/10"
              >
                <span>{PLANS[invoice.plan].label}</span>
                <span className="font-medium">{formatUsd(invoice.amount)}</span>
                <span className="text-muted-foreground">{formatDate(invoice.date)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <TradingAccountBlock client={client} />
      {client.notes.length > 0 ? (
        <div className="text-sm">
          <h3 className="mb-1 font-semibold text-soft-foreground">Notes</h3>
          <ul aria-label="Notes" className="grid max-h-48 gap-2 overflow-y-auto">
            {client.notes.map((note) => (
              <li key={note.id} className="rounded border-l-2 border-brand-500 bg-subtle px-2 py-1">
                <p className="whitespace-pre-wrap wrap-anywhere">{note.text}</p>
                <p className="text-xs text-muted-foreground">
                  {formatDateTime(note.createdAt)}
                  {note.authorName ? ` · ${note.authorName}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {client.history.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-soft-foreground">Status history</summary>
          <ol className="mt-1 grid gap-1" aria-label="Status history">
            {client.history.map((event) => (
              <li key={`${event.changedAt}-${event.status}`} className="text-muted-foreground">
                {statusLabel(event.status)} · {formatDateTime(event.changedAt)} · {event.by}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <p className="mt-auto text-xs text-muted-foreground">Added {formatDate(client.createdAt)}</p>
    </Card>
  );
}
