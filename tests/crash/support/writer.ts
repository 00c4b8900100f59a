import { api, field } from './http-client';

/** A write the server acknowledged with a 2xx: it must survive whatever happens next. */
export type Ack =
  | { kind: 'create'; clientId: string }
  | { kind: 'note'; clientId: string; text: string }
  | { kind: 'status'; clientId: string; status: string; version: number };

type TrackedClient = { id: string; cookie: string; status: string | null; busy: boolean };

export type Writer = {
  acks: Ack[];
  /** Requests sent whose answer never came (the server died first): they may or may not have landed. */
  unanswered: number;
  clients: TrackedClient[];
  seq: number;
};

export function newWriter(): Writer {
  return { acks: [], unanswered: 0, clients: [], seq: 0 };
}

// A loop through the pipeline that needs no trading account (spec §4).
const NEXT_STATUS: Record<string, string> = {
  'new-client': 'ringing',
  ringing: 'interested',
  interested: 'invoice-sent',
  'invoice-sent': 'closed-client',
  'closed-client': 'invoice-sent',
};

class ServerDown extends Error {}

async function call(base: string, method: string, path: string, cookie: string, body?: unknown) {
  try {
    return await api(base, method, path, { cookie, ...(body === undefined ? {} : { body }) });
  } catch {
    throw new ServerDown();
  }
}

async function create(w: Writer, base: string, cookie: string, run: string): Promise<void> {
  const n = ++w.seq;
  const withNote = n % 3 === 0;
  const text = `first note ${run}-${n}`;
  const body = {
    name: `Crash ${run}-${n}`,
    email: `crash-${run}-${n}@clients.example.com`,
    ...(withNote ? { note: text } : {}),
  };
  const res = await call(base, 'POST', '/api/clients', cookie, body);
  const id = field(res.body, 'id');
  if (res.status !== 201 || typeof id !== 'string') throw new Error(`create answered ${res.status}`);
  w.acks.push({ kind: 'create', clientId: id });
  if (withNote) w.acks.push({ kind: 'note', clientId: id, text });
  w.clients.push({ id, cookie, status: 'new-client', busy: false });
}

async function note(w: Writer, base: string, client: TrackedClient, run: string): Promise<void> {
  const text = `note ${run}-${++w.seq}`;
  const res = await call(base, 'PATCH', `/api/clients/${client.id}`, client.cookie, { note: text });
  if (res.status !== 200) throw new Error(`note answered ${res.status}`);
  w.acks.push({ kind: 'note', clientId: client.id, text });
}

async function changeStatus(w: Writer, base: string, client: TrackedClient): Promise<void> {
  if (client.status === null) {
    // Unknown after a crash mid-request: read what actually landed first.
    const res = await call(base, 'GET', `/api/clients/${client.id}`, client.cookie);
    const status = field(res.body, 'status');
    if (res.status !== 200 || typeof status !== 'string') throw new Error(`read answered ${res.status}`);
    client.status = status;
  }
  const next = NEXT_STATUS[client.status] ?? 'ringing';
  client.status = null;
  const res = await call(base, 'PATCH', `/api/clients/${client.id}`, client.cookie, { status: next });
  const version = field(res.body, 'version');
  if (res.status !== 200 || typeof version !== 'number') throw new Error(`status answered ${res.status}`);
  client.status = next;
  w.acks.push({ kind: 'status', clientId: client.id, status: next, version });
}

/** One writer loop: random creates, notes and status changes until the deadline or the server dies. */
async function loop(
  w: Writer,
  base: string,
  cookies: string[],
  run: string,
  deadline: number,
): Promise<void> {
  while (Date.now() < deadline) {
    const roll = Math.random();
    const free = w.clients.filter((c) => !c.busy);
    const client = free[Math.floor(Math.random() * free.length)];
    try {
      if (roll < 0.35 || !client) {
        await create(w, base, cookies[Math.floor(Math.random() * cookies.length)] ?? '', run);
        continue;
      }
      client.busy = true;
      try {
        if (roll < 0.65) await note(w, base, client, run);
        else await changeStatus(w, base, client);
      } finally {
        client.busy = false;
      }
    } catch (error) {
      if (error instanceof ServerDown) {
        w.unanswered += 1;
        return;
      }
      throw error;
    }
  }
}

/** Runs `concurrency` writer loops for up to `ms` milliseconds. */
export async function writeBurst(
  w: Writer,
  base: string,
  cookies: string[],
  run: string,
  options: { ms: number; concurrency: number },
): Promise<void> {
  const deadline = Date.now() + options.ms;
  await Promise.all(Array.from({ length: options.concurrency }, () => loop(w, base, cookies, run, deadline)));
}
