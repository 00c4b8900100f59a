import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

type Field = { name: string; dataTypeID: number };
type Answer = { rows: unknown[]; affectedRows?: number; fields: Field[] };
type SerialisedError = { name: string; message: string; stack?: string; fields: Record<string, unknown> };
type Message =
  | { id: number; value?: unknown; error?: SerialisedError }
  | { notification: number; payload: string };
type Pending = { resolve(value: unknown): void; reject(error: Error): void };

export type PgliteQueryOptions = QueryOptions & { prepared?: boolean };

/** What drizzle's PGlite session hands a transaction callback: it only runs queries on it. */
export type PgliteTransaction = Pick<PgliteThread, 'query'>;

export class PgliteThreadStoppedError extends Error {}

/**
 * PGlite on a worker thread of its own (docs/decisions/0019), so its WebAssembly work does not
 * hold up HTTP handling. This is the part of PGlite's interface the app uses — `query`,
 * `transaction`, `listen`, `close` — with the same meaning: drizzle's PGlite driver calls only
 * `query` and `transaction` (drizzle-orm/pglite/session.js).
 *
 * Requests are sent as they come and PGlite runs them in order, so the thread is never idle while
 * work waits. A database error keeps its SQLSTATE and other fields across the thread (pg-errors.ts).
 * If the thread dies, every waiting and later request fails with PgliteThreadStoppedError.
 */
export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private stopped: Error | null = null;
  private closing = false;
  private closed: Promise<void> | null = null;

  private constructor(
    private readonly worker: Worker,
    onCrash: (error: Error) => void,
  ) {
    worker.on('message', (message: Message) => this.receive(message));
    // An uncaught error inside the worker is followed by its exit, which reports it.
    let cause: unknown;
    worker.on('error', (error) => {
      cause = error;
    });
    worker.on('exit', (code) => {
      if (this.closing) return this.fail(new PgliteThreadStoppedError('The embedded database is closed'));
      const message = `The embedded database's thread stopped (exit code ${code})`;
      const error = new PgliteThreadStoppedError(message, { cause });
      this.fail(error);
      onCrash(error);
    });
    worker.unref();
  }

  /**
   * Starts the thread and opens PGlite in `dataDir` (in memory when null) with these contrib
   * extensions; a new database starts as a copy of `template` (a path, see pglite-worker.js).
   */
  static async open(
    dataDir: string | null,
    options: { extensions: string[]; template?: string; onCrash?: (error: Error) => void },
  ): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.js', import.meta.url));
    const thread = new PgliteThread(worker, options.onCrash ?? (() => {}));
    try {
      await thread.request({
        op: 'open',
        dataDir,
        extensions: options.extensions,
        template: options.template,
      });
    } catch (error) {
      await thread.close().catch(() => {});
      throw error;
    }
    return thread;
  }

  /**
   * PGlite's `query`. With `prepared`, a named statement, parsed and planned once
   * (pglite-worker.js): only for statements whose plan does not depend on the values (raw-rows.ts).
   */
  async query<T>(
    text: string,
    params: unknown[] = [],
    options: PgliteQueryOptions = {},
  ): Promise<Results<T>> {
    return this.run<T>(undefined, text, params, options);
  }

  /** Runs a text of several statements without parameters; resolves to the last one's rows. */
  async exec<T>(text: string): Promise<{ rows: T[]; affectedRows: number }> {
    return (await this.request({ op: 'exec', text })) as { rows: T[]; affectedRows: number };
  }

  /** Runs `fn` in one PGlite transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    const id = this.nextId++;
    await this.request({ op: 'begin' }, id);
    const tx: PgliteTransaction = {
      query: (text, params = [], options = {}) => this.run(id, text, params, options),
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      await this.request({ op: 'end', tx: id, commit: false }).catch(() => {});
      throw error;
    }
    await this.request({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** LISTEN on `channel`; resolves to the function that stops listening (PGlite's `listen`). */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const id = this.nextId++;
    this.listeners.set(id, callback);
    try {
      await this.request({ op: 'listen', channel }, id);
    } catch (error) {
      this.listeners.delete(id);
      throw error;
    }
    return async () => {
      this.listeners.delete(id);
      if (!this.stopped) await this.request({ op: 'unlisten', listener: id });
    };
  }

  /** Closes PGlite, then ends the thread; closing again waits for the same close. */
  close(): Promise<void> {
    this.closed ??= this.closeOnce();
    return this.closed;
  }

  private async closeOnce(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.request({ op: 'close' });
    } finally {
      this.closing = true;
      await this.worker.terminate();
    }
  }

  private async run<T>(
    tx: number | undefined,
    text: string,
    params: unknown[],
    options: PgliteQueryOptions,
  ): Promise<Results<T>> {
    const parsers = options.parsers ?? {};
    // Parsers are functions, which cannot cross the thread: the worker leaves those types as text.
    const textTypes = Object.keys(parsers).map(Number);
    const answer = (await this.request({
      op: 'query',
      tx,
      text,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes,
      prepared: options.prepared === true,
    })) as Answer;
    if (textTypes.length > 0) parseColumns(answer, parsers, options.rowMode === 'array');
    return answer as Results<T>;
  }

  /** Sends one request; `id` names what it opens (a transaction, a subscription) in later requests. */
  private request(message: Record<string, unknown>, id = this.nextId++): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private receive(message: Message): void {
    if ('notification' in message) {
      this.listeners.get(message.notification)?.(message.payload);
      return;
    }
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    // While nothing is asked of it, the thread does not keep the process alive (as PGlite did not).
    if (this.pending.size === 0) this.worker.unref();
    if (message.error) pending.reject(deserialise(message.error));
    else pending.resolve(message.value);
  }

  private fail(error: Error): void {
    this.stopped = error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    this.listeners.clear();
  }
}

function parseColumns(
  answer: Answer,
  parsers: NonNullable<QueryOptions['parsers']>,
  arrayRows: boolean,
): void {
  const columns = answer.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ key: arrayRows ? index : field.name, parse }] : [];
  });
  if (columns.length === 0) return;
  for (const row of answer.rows as Record<string | number, unknown>[]) {
    for (const { key, parse } of columns) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value);
    }
  }
}

/** The worker's error rebuilt with its fields, so `code`, `constraint` and `table` read as before. */
function deserialise(data: SerialisedError): Error {
  const error = Object.assign(new Error(data.message), data.fields);
  error.name = data.name;
  if (data.stack) error.stack = data.stack;
  return error;
}
