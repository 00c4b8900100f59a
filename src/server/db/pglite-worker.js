// The embedded database's own thread (docs/decisions/0019): PGlite runs here, and the main
// thread's PgliteThread (pglite-thread.ts) sends it queries. Plain JavaScript, so the same file
// runs under the tests, under tsx and beside the built server, with no TypeScript loader in the
// worker. Every request is answered with `{ id, value }` or `{ id, error }`.
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.js runs as a worker thread');
const port = parentPort;

/** @type {PGlite | null} */
let db = null;
/** Open transactions by the id of the request that began them. */
const transactions = new Map();
/** Unsubscribe functions of LISTEN subscriptions by listener id. */
const listeners = new Map();
const ROLLED_BACK = Symbol('rolled back');
const keepText = (/** @type {string} */ value) => value;
/** Query options by the type oids left as text, which the main thread parses itself. */
const optionsByKey = new Map();
/** Named statements by text, and the types of their parameters. */
const statements = new Map();
/** A bound on named statements: the prepared shapes are a handful; this guards against a caller that is not. */
const STATEMENT_LIMIT = 1000;

function database() {
  if (!db) throw new Error('The embedded database is not open');
  return db;
}

function queryOptions(/** @type {'array' | 'object'} */ rowMode, /** @type {number[]} */ textTypes) {
  const key = `${rowMode}:${textTypes.join(',')}`;
  let options = optionsByKey.get(key);
  if (!options) {
    options = { rowMode, parsers: Object.fromEntries(textTypes.map((oid) => [oid, keepText])) };
    optionsByKey.set(key, options);
  }
  return options;
}

const handlers = {
  /**
   * Extensions come by name (their `@electric-sql/pglite/contrib/<name>` module): setup functions
   * cannot cross threads. `template` is the path of a database PGlite dumped (`dumpDataDir`, not
   * compressed) to start from instead of running initdb: only for a new database, as PGlite
   * refuses it for a data directory that already holds one.
   */
  async open({ dataDir, extensions, template }) {
    const loaded = {};
    for (const name of extensions)
      loaded[name] = (await import(`@electric-sql/pglite/contrib/${name}`))[name];
    db = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(template ? { loadDataDir: new Blob([await readFile(template)]) } : {}),
      extensions: loaded,
    });
  },

  async query({ tx, text, params, rowMode, textTypes, prepared }) {
    const options = queryOptions(rowMode, textTypes);
    const result =
      prepared && (statements.has(text) || statements.size < STATEMENT_LIMIT)
        ? await preparedQuery(tx, text, params, options)
        : await (tx === undefined ? database() : openTransaction(tx).tx).query(text, params, options);
    return {
      rows: result.rows,
      affectedRows: result.affectedRows,
      fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
  },

  /** Several statements in one text, without parameters (PGlite's `exec`): the rows of the last one. */
  async exec({ text }) {
    const results = await database().exec(text);
    const last = results.at(-1);
    return { rows: last?.rows ?? [], affectedRows: last?.affectedRows ?? 0 };
  },

  /**
   * PGlite's own transaction: it holds PGlite's transaction lock until `end`, so statements sent
   * outside it meanwhile wait, exactly as they do when PGlite runs on the main thread.
   */
  begin({ id }) {
    return new Promise((begun, failed) => {
      const entry = {};
      entry.finished = database().transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            Object.assign(entry, { tx, commit, rollback });
            transactions.set(id, entry);
            begun(undefined);
          }),
      );
      // BEGIN itself failed: the callback never ran.
      entry.finished.catch((error) => {
        if (!transactions.has(id)) failed(error);
      });
    });
  },

  async end({ tx, commit }) {
    const entry = openTransaction(tx);
    if (commit) entry.commit();
    else entry.rollback(ROLLED_BACK);
    try {
      await entry.finished;
    } catch (error) {
      if (error !== ROLLED_BACK) throw error;
    } finally {
      transactions.delete(tx);
    }
  },

  /** Notifications go out before the answer of the statement that caused them, as on the main thread. */
  async listen({ id, channel }) {
    const unsubscribe = await database().listen(channel, (payload) =>
      port.postMessage({ notification: id, payload }),
    );
    listeners.set(id, unsubscribe);
  },

  async unlisten({ listener }) {
    const unsubscribe = listeners.get(listener);
    listeners.delete(listener);
    await unsubscribe?.();
  },

  async close() {
    await db?.close();
    db = null;
  },
};

/**
 * A query as a named statement, parsed and planned once (docs/decisions/0009 and 0019): PGlite's
 * `query` parses and plans every time, which for a list page costs about as much as running it.
 * The same protocol steps as PGlite's `query`, under the same locks (a statement outside a
 * transaction waits for an open one to end), with the bind naming the prepared statement.
 */
async function preparedQuery(tx, text, params, options) {
  const pg = database();
  const run = () => pg.runExclusive(() => executePrepared(pg, text, params, options));
  if (tx !== undefined) {
    openTransaction(tx);
    return run();
  }
  const result = await pg._runExclusiveTransaction(run);
  await pg.syncToFs();
  return result;
}

async function executePrepared(pg, text, params, options) {
  const send = (message) => pg.execProtocolStream(message, { syncToFs: false });
  const messages = [];
  try {
    let statement = statements.get(text);
    if (!statement) {
      const name = `wea_${statements.size + 1}`;
      await send(protocol.serialize.parse({ name, text }));
      const types = parse.parseDescribeStatementResults(
        await send(protocol.serialize.describe({ type: 'S', name })),
      );
      statement = { name, types };
      statements.set(text, statement);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialiser = pg.serializers[statement.types[i]];
      return serialiser ? serialiser(value) : value.toString();
    });
    messages.push(...(await send(protocol.serialize.bind({ statement: statement.name, values }))));
    messages.push(...(await send(protocol.serialize.describe({ type: 'P' }))));
    messages.push(...(await send(protocol.serialize.execute({}))));
  } finally {
    messages.push(...(await send(protocol.serialize.sync())));
  }
  return parse.parseResults(messages, pg.parsers, options)[0];
}

function openTransaction(id) {
  const entry = transactions.get(id);
  if (!entry) throw new Error('Transaction is closed');
  return entry;
}

/** An error as data: its message, stack and the database's fields (code, constraint, table...). */
function serialise(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

port.on('message', async (request) => {
  try {
    const value = await handlers[request.op](request);
    port.postMessage({ id: request.id, value });
  } catch (error) {
    port.postMessage({ id: request.id, error: serialise(error) });
  }
});
