import { sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import { SEED_ADMIN_EMAIL, seedAgentEmail } from '#server/cli/seed/seed-users';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';

/** Statuses a writer can toggle between forever: invoice-sent ⇄ closed-client (spec §4). */
export const TOGGLE: Record<string, string> = {
  'invoice-sent': 'closed-client',
  'closed-client': 'invoice-sent',
};

export type Writer = { email: string; clients: { id: string; status: string }[] };

export type Fixtures = {
  admin: SessionUser;
  agent: SessionUser;
  /** Search terms taken from the data, so each finds what a user looking for it would. */
  terms: { agentSearch: string; name: string; email: string; phone: string; agentName: string };
  writers: Writer[];
  /** How many clients the benchmarked agent owns. */
  agentClients: number;
  /** Today in UTC (the seeded organisation's time zone), for the daily activity. */
  today: string;
};

type UserRow = { id: string; email: string; name: string };

function sessionUser(row: UserRow, role: SessionUser['role']): SessionUser {
  return { id: row.id, email: row.email, fullName: row.name, role, sessionId: '', sessionToken: '' };
}

/**
 * Reads what the scenarios need from the seeded database: the users, search terms and, for the
 * concurrent writers, disjoint sets of clients (one writer never races another on a client, so
 * every write is a real update rather than a version conflict).
 */
export async function loadFixtures(db: Db, writerCount: number, agentCount: number): Promise<Fixtures> {
  const user = async (email: string) => {
    const [row] = await rowsOf<UserRow>(db, sql`select id, email, name from "user" where email = ${email}`);
    if (!row) throw new Error(`${email} is missing: seed the database first`);
    return row;
  };
  const admin = await user(SEED_ADMIN_EMAIL);
  const agent = await user(seedAgentEmail(1));
  const secondAgent = await user(seedAgentEmail(Math.min(2, agentCount)));
  const pick = async (where: ReturnType<typeof sql>, offset: number) => {
    const [row] = await rowsOf<{ name: string; email: string; phone: string | null }>(
      db,
      sql`select name, email, phone from clients where ${where}
          order by created_at desc, id desc offset ${offset} limit 1`,
    );
    if (!row) throw new Error('no client to take search terms from');
    return row;
  };
  const [{ n = 0 } = {}] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from clients where agent_id = ${agent.id}`,
  );
  const mine = await pick(sql`agent_id = ${agent.id}`, Math.floor(n / 3));
  const any = await pick(sql`true`, 1000);
  const terms = {
    agentSearch: mine.name,
    name: any.name,
    email: any.email.split('@')[0] ?? any.email,
    phone: (any.phone ?? '').replace(/\D/g, '').slice(-6),
    agentName: secondAgent.name,
  };

  const writers: Writer[] = [];
  const agentsUsed = Math.max(1, Math.min(writerCount, agentCount));
  const perAgent = Math.ceil(writerCount / agentsUsed);
  for (let a = 0; a < agentsUsed && writers.length < writerCount; a++) {
    const owner = await user(seedAgentEmail(a + 1));
    const pool = await rowsOf<{ id: string; status: string }>(
      db,
      sql`select id, status from clients where agent_id = ${owner.id}
          and status in ('invoice-sent', 'closed-client') order by created_at desc limit 400`,
    );
    for (let w = 0; w < perAgent && writers.length < writerCount; w++) {
      writers.push({ email: owner.email, clients: pool.filter((_, i) => i % perAgent === w) });
    }
  }
  return {
    admin: sessionUser(admin, 'admin'),
    agent: sessionUser(agent, 'agent'),
    terms,
    writers,
    agentClients: n,
    today: new Date().toISOString().slice(0, 10),
  };
}
