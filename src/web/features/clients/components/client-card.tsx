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
          <h3 className="text-lg font-semibold">{client.name}</h3>
          <StatusBadge status={client.status} />
        </div>
        <Button variant="ghost" size="icon" aria-label={`Edit ${client.name}`} onClick={() => onEdit(client)}>
          <Pencil aria-hidden />
        </Button>
      </div>
      <ul className="grid gap-1 text-sm text-slate-700">
        <li className="flex items-center gap-2 break-all">
          <Mail className="size-4 shrink-0 text-slate-400" aria-hidden />
          <a href={`mailto:${client.email}`} className="hover:underline">
            {client.email}
          </a>
        </li>
        {client.phone ? (
          <li className="flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-slate-400" aria-hidden />
            <a href={`tel:${client.phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
              {client.phone}
            </a>
          </li>
        ) : null}
        {client.country ? (
          <li className="flex items-center gap-2">
            <Globe className="size-4 shrink-0 text-slate-400" aria-hidden />
            {client.country}
          </li>
        ) : null}
      </ul>
      {client.invoices.length > 0 ? (
        <section aria-label="Invoices" className="text-sm">
          <h4 className="mb-1 font-semibold text-slate-700">Invoices</h4>
          <ul className="grid gap-1">
            {client.invoices.map((invoice) => (
              <li
                key={invoice.id}
                className="flex flex-wrap justify-between gap-2 rounded bg-purple-50 px-2 py-1"
              >
                <span>{PLANS[invoice.plan].label}</span>
                <span className="font-medium">{formatUsd(invoice.amount)}</span>
                <span className="text-slate-500">{formatDate(invoice.date)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <TradingAccountBlock client={client} />
      {client.notes.length > 0 ? (
        <section aria-label="Notes" className="text-sm">
          <h4 className="mb-1 font-semibold text-slate-700">Notes</h4>
          <ul className="grid max-h-48 gap-2 overflow-y-auto">
            {client.notes.map((note) => (
              <li key={note.id} className="rounded border-l-2 border-brand-500 bg-slate-50 px-2 py-1">
                <p className="whitespace-pre-wrap wrap-anywhere">{note.text}</p>
                <p className="text-xs text-slate-500">
                  {formatDateTime(note.createdAt)}
                  {note.authorName ? ` · ${note.authorName}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {client.history.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-slate-700">Status history</summary>
          <ol className="mt-1 grid gap-1" aria-label="Status history">
            {client.history.map((event) => (
              <li key={`${event.changedAt}-${event.status}`} className="text-slate-600">
                {statusLabel(event.status)} · {formatDateTime(event.changedAt)} · {event.by}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <p className="mt-auto text-xs text-slate-500">Added {formatDate(client.createdAt)}</p>
    </Card>
  );
}
