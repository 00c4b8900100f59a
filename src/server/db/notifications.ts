import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * What a listener hears on one channel: each NOTIFY payload, and whether the subscription is up.
 * While it is down, notifications may be missed; `state(true)` comes again once it listens anew.
 */
export type NotificationHandlers = {
  message(payload: string): void;
  state(up: boolean): void;
};

/** Starts listening on a channel; resolves once the first attempt is over, to a function that stops. */
export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;

/** PGlite is one connection in this process: a NOTIFY reaches its listeners before the statement returns. */
export function listenPglite(client: PGlite): Listen {
  return async (channel, handlers) => {
    const unsubscribe = await client.listen(channel, handlers.message);
    handlers.state(true);
    return unsubscribe;
  };
}

/**
 * The listening connection's name in pg_stat_activity, one per channel: `wea-session-notices` for
 * the session changes (decision 0018), `wea-webhook-notices` for the webhook endpoints (0032).
 */
const listenerName = (channel: string) =>
  `wea-${channel.replace(/_changes$/, '').replace(/_/g, '-')}-notices`;

/** How often the listening connection is asked whether it is still there, and how long it may take. */
export const HEARTBEAT_MS = 1_500;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 2_000;

/**
 * PostgreSQL: one connection of its own (a pooled one would be handed to other queries), which is
 * replaced when it fails. A connection that silently stops answering (a network cut sends no
 * close) is found by a heartbeat query, so "down" is reported within about two heartbeats.
 */
export function listenPostgres(url: string): Listen {
  return async (channel, handlers) => {
    let stopped = false;
    let current: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    let heartbeat: NodeJS.Timeout | undefined;
    let delay = RECONNECT_MIN_MS;

    const lost = (client: pg.Client) => {
      if (current !== client) return;
      current = null;
      clearInterval(heartbeat);
      client.end().catch(() => {});
      handlers.state(false);
      if (!stopped) retry = setTimeout(connect, delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };

    async function connect(): Promise<void> {
      const client = new pg.Client({
        connectionString: url,
        application_name: listenerName(channel),
        keepAlive: true,
        query_timeout: HEARTBEAT_MS,
        connectionTimeoutMillis: HEARTBEAT_MS * 2,
      });
      client.on('notification', (n) => {
        if (n.channel === channel) handlers.message(n.payload ?? '');
      });
      client.on('error', () => lost(client));
      client.on('end', () => lost(client));
      current = client;
      try {
        await client.connect();
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch {
        lost(client);
        return;
      }
      if (stopped || current !== client) return;
      delay = RECONNECT_MIN_MS;
      heartbeat = setInterval(() => {
        client.query('SELECT 1').catch(() => lost(client));
      }, HEARTBEAT_MS);
      heartbeat.unref();
      handlers.state(true);
    }

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    };
  };
}
