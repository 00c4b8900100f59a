import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { agentDisplayName, isPlanId } from '../../../shared/domain';
import type { Client, ClientHistoryEntry, ClientInvoice, ClientNote } from '../../../shared/schemas/clients';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { clientNotes, clientStatusEvents, clients, invoices, user } from '../../db/schema';
import { visibleTo } from './client-access';

/** Columns of a client as the API shows it: never the password, only whether one is stored. */
export const clientViewColumns = {
  id: clients.id,
  name: clients.name,
  email: clients.email,
  phone: clients.phone,
  country: clients.country,
  status: clients.status,
  agentId: clients.agentId,
  agentName: user.name,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
  version: clients.version,
  tradingAccountId: clients.tradingAccountId,
  tradingAccountServer: clients.tradingAccountServer,
  hasPassword: sql<boolean>`(${clients.tradingAccountPassword} is not null)`,
};

type ClientViewRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  country: string | null;
  status: string;
  agentId: string | null;
  agentName: string | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  tradingAccountId: string | null;
  tradingAccountServer: string | null;
  hasPassword: boolean;
};

/** Base query for client views; callers add where, order and paging. */
export function selectClientViews(db: Db) {
  return db.select(clientViewColumns).from(clients).leftJoin(user, eq(user.id, clients.agentId));
}

function groupByClient<T extends { clientId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.clientId);
    if (group) group.push(row);
    else groups.set(row.clientId, [row]);
  }
  return groups;
}

/** Adds notes, history and invoices, newest first: one query per child table, whatever the page size. */
export async function withChildren(db: Db, rows: ClientViewRow[]): Promise<Client[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [notes, events, bills] = await Promise.all([
    db
      .select({
        clientId: clientNotes.clientId,
        id: clientNotes.id,
        text: clientNotes.text,
        createdAt: clientNotes.createdAt,
        authorName: clientNotes.authorName,
      })
      .from(clientNotes)
      .where(inArray(clientNotes.clientId, ids))
      .orderBy(desc(clientNotes.createdAt), desc(clientNotes.id)),
    db
      .select({
        clientId: clientStatusEvents.clientId,
        status: clientStatusEvents.status,
        changedAt: clientStatusEvents.changedAt,
        by: clientStatusEvents.actorName,
      })
      .from(clientStatusEvents)
      .where(inArray(clientStatusEvents.clientId, ids))
      .orderBy(desc(clientStatusEvents.changedAt), desc(clientStatusEvents.id)),
    db
      .select({
        clientId: invoices.clientId,
        id: invoices.id,
        plan: invoices.plan,
        amount: invoices.amount,
        date: invoices.issuedAt,
      })
      .from(invoices)
      .where(inArray(invoices.clientId, ids))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id)),
  ]);
  const notesBy = groupByClient(notes);
  const eventsBy = groupByClient(events);
  const invoicesBy = groupByClient(bills);

  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    status: row.status,
    agentId: row.agentId,
    agentName: row.agentId ? agentDisplayName({ id: row.agentId, name: row.agentName }) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    notes: (notesBy.get(row.id) ?? []).map(
      (n): ClientNote => ({
        id: n.id,
        text: n.text,
        createdAt: n.createdAt.toISOString(),
        authorName: n.authorName,
      }),
    ),
    history: (eventsBy.get(row.id) ?? []).map(
      (e): ClientHistoryEntry => ({ status: e.status, changedAt: e.changedAt.toISOString(), by: e.by }),
    ),
    invoices: (invoicesBy.get(row.id) ?? []).flatMap((i): ClientInvoice[] =>
      isPlanId(i.plan)
        ? [{ id: i.id, plan: i.plan, amount: Number(i.amount), date: i.date.toISOString() }]
        : [],
    ),
    tradingAccount: {
      id: row.tradingAccountId,
      server: row.tradingAccountServer,
      hasPassword: row.hasPassword,
    },
  }));
}

/** One client as the API shows it; null when it does not exist or `viewer` may not see it. */
export async function loadClientView(db: Db, id: string, viewer?: SessionUser): Promise<Client | null> {
  const rows = await selectClientViews(db)
    .where(and(eq(clients.id, id), viewer ? visibleTo(viewer) : undefined))
    .limit(1);
  const [client] = await withChildren(db, rows);
  return client ?? null;
}
