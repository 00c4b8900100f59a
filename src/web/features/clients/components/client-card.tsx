import { Globe, Mail, Megaphone, Pencil, Phone, PhoneOutgoing } from 'lucide-react';
import { formatUsd, PLANS } from '#shared/domain';
import type { Client } from '#shared/schemas/clients';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ActivityTimeline, FollowUpLine, IdleMarker } from '#web/features/calling';
import { formatDate } from '#web/lib/format';
import { StatusBadge } from './status-badge';
import { TradingAccountBlock } from './trading-account-block';

type Props = { client: Client; onEdit: (client: Client) => void; onCall: (client: Client) => void };

/** One client on the agent dashboard (spec §2 Client card), with its calls and follow-up (issue 14). */
export function ClientCard({ client, onEdit, onCall }: Props) {
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="client-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 dir="auto" className="text-lg font-semibold">
            {client.name}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={client.status} />
            <IdleMarker idleDays={client.idleDays} />
          </div>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Log a call with ${client.name}`}
            onClick={() => onCall(client)}
          >
            <PhoneOutgoing aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit ${client.name}`}
            onClick={() => onEdit(client)}
          >
            <Pencil aria-hidden />
          </Button>
        </div>
      </div>
      <FollowUpLine nextFollowUpAt={client.nextFollowUpAt} />
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
        {client.utmSource ? (
          <li className="flex items-center gap-2 break-all" title="Lead source (UTM)">
            <Megaphone className="size-4 shrink-0 text-faint" aria-hidden />
            <span>
              Source: <span dir="auto">{client.utmSource}</span>
              {client.utmMedium ? <span dir="auto"> / {client.utmMedium}</span> : null}
              {client.utmCampaign ? <span dir="auto"> · {client.utmCampaign}</span> : null}
            </span>
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
      <ActivityTimeline clientId={client.id} preview={client.activity} total={client.activityCount} />
      <p className="mt-auto text-xs text-muted-foreground">Added {formatDate(client.createdAt)}</p>
    </Card>
  );
}
