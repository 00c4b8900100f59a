import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '#server/crypto/secret-box';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { retryDelayMs } from './retry-delay';
import { MAX_CONCURRENT_SENDS, type SendResult, sendWebhook } from './send-webhook';
import { signWebhook } from './sign';
import { webhookSecretContext } from './webhook-secret';

export type DeliveryTiming = {
  /** First retry delay; each later one doubles (retry-delay.ts). */
  retryBaseMs: number;
  /** How long after the event a failing delivery is still retried, then marked failed. */
  retryWindowMs: number;
  /** How long a claimed row stays the claimer's; longer than a send may take. */
  claimMs: number;
  /** How often to look for due rows while some endpoint is enabled. */
  pollMs: number;
  /**
   * The least time between the starts of two rounds when woken by commits: events committed
   * meanwhile go out together, one claim and one record for many, instead of a round per commit.
   */
  gatherMs: number;
};

export const DEFAULT_DELIVERY_TIMING: DeliveryTiming = {
  retryBaseMs: 10_000,
  retryWindowMs: 24 * 60 * 60 * 1000,
  claimMs: 30_000,
  pollMs: 1_000,
  gatherMs: 50,
};

const BATCH = MAX_CONCURRENT_SENDS;

type Claimed = {
  id: string;
  eventId: string;
  eventType: string;
  occurredAt: string;
  data: Record<string, unknown>;
  attempts: number;
  endpointId: string;
  url: string;
  secretEncrypted: string;
};

export type Send = typeof sendWebhook;

type Outcome = {
  id: string;
  attempts: number;
  ok: boolean;
  code: number | null;
  error: string | null;
  /** Milliseconds until the next attempt after a failure. */
  delay: number;
};

/**
 * Takes due outbox rows and delivers them (docs/decisions/0032). The claim is one statement: due
 * rows of enabled endpoints, locked with FOR UPDATE SKIP LOCKED so two instances never take the
 * same row, are pushed `claimMs` into the future and counted as an attempt. The send happens
 * outside any transaction; its outcome is written only if the row is still this claim's (same
 * attempt number), so a claim that expired while a receiver hung cannot overwrite a newer one.
 */
export class DeliveryWorker {
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private woken = false;

  constructor(
    private readonly options: {
      db: Db;
      secrets: SecretBox;
      allowPrivate: boolean;
      timing: DeliveryTiming;
      log?: FastifyBaseLogger;
      /** Whether any endpoint may be enabled; when not, the worker sleeps until woken. */
      active: () => boolean;
      send?: Send;
    },
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    this.loop = null;
  }

  /** Looks for due rows now instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** One claim and its sends; the number of rows taken. Public for tests that drive it step by step. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    if (claimed.length === 0) return 0;
    const secrets = new Map<string, string | null>();
    const outcomes = await Promise.all(claimed.map((row) => this.deliver(row, secrets)));
    await this.record(outcomes);
    return claimed.length;
  }

  private async run(): Promise<void> {
    let lastRound = Number.NEGATIVE_INFINITY;
    while (this.running) {
      const early = lastRound + this.options.timing.gatherMs - performance.now();
      if (early > 0) await pause(early);
      if (!this.running) break;
      lastRound = performance.now();
      this.woken = false;
      let taken = 0;
      if (this.options.active()) {
        try {
          taken = await this.runOnce();
        } catch (error) {
          this.options.log?.error({ err: error }, 'webhook delivery round failed');
        }
      }
      if (!this.running) break;
      // A full batch suggests more are due: go on at once.
      if (taken < BATCH && !this.woken) await this.sleep(this.options.timing.pollMs);
    }
  }

  /** Waits `ms` or until woken, whichever is first. */
  private sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    }).finally(() => {
      this.wakeUp = null;
    });
  }

  private claim(): Promise<Claimed[]> {
    const { claimMs } = this.options.timing;
    return rowsOf<Claimed>(
      this.options.db,
      sql`with due as (
          select d.id from webhook_deliveries d
          where d.status = 'pending' and d.next_attempt_at <= now()
            and exists (select 1 from webhook_endpoints e where e.id = d.endpoint_id and e.enabled)
          order by d.next_attempt_at
          limit ${BATCH}
          for update of d skip locked)
        update webhook_deliveries d
        set next_attempt_at = now() + ${claimMs} * interval '1 millisecond',
          attempts = d.attempts + 1, last_attempt_at = now()
        from due, webhook_endpoints e
        where d.id = due.id and e.id = d.endpoint_id
        returning d.id, d.event_id as "eventId", d.event_type as "eventType",
          to_char(d.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "occurredAt",
          d.data, d.attempts, d.endpoint_id as "endpointId", e.url, e.secret_encrypted as "secretEncrypted"`,
    );
  }

  /** The endpoint's secret, opened once per round (null when it cannot be opened). */
  private secretOf(row: Claimed, secrets: Map<string, string | null>): string | null {
    if (!secrets.has(row.endpointId)) {
      let secret: string | null = null;
      try {
        secret = this.options.secrets.decrypt(row.secretEncrypted, webhookSecretContext(row.endpointId));
      } catch {
        // A secret that no longer opens (another key): every attempt fails until it is set again.
      }
      secrets.set(row.endpointId, secret);
    }
    return secrets.get(row.endpointId) ?? null;
  }

  private async deliver(row: Claimed, secrets: Map<string, string | null>): Promise<Outcome> {
    const body = JSON.stringify({
      id: row.eventId,
      type: row.eventType,
      occurredAt: row.occurredAt,
      data: row.data,
    });
    const secret = this.secretOf(row, secrets);
    let result: SendResult;
    if (secret === null) {
      result = { ok: false, status: null, error: 'the signing secret could not be read; set it again' };
    } else {
      const timestamp = String(Math.floor(Date.now() / 1000));
      result = await (this.options.send ?? sendWebhook)({
        url: row.url,
        body,
        allowPrivate: this.options.allowPrivate,
        headers: {
          'x-webhook-id': row.eventId,
          'x-webhook-event': row.eventType,
          'x-timestamp': timestamp,
          'x-signature': signWebhook(secret, timestamp, body),
        },
      }).catch((): SendResult => ({ ok: false, status: null, error: 'could not be sent' }));
    }
    return {
      id: row.id,
      attempts: row.attempts,
      ok: result.ok,
      code: result.status,
      error: result.ok ? null : result.error,
      delay: result.ok ? 0 : retryDelayMs(row.attempts, this.options.timing.retryBaseMs),
    };
  }

  /**
   * The round's outcomes in one statement. A row is written only while it still carries the
   * claimed attempt number; a failure past the retry window is failed for good.
   */
  private async record(outcomes: Outcome[]): Promise<void> {
    const { db, timing } = this.options;
    const next = sql`now() + r.delay * interval '1 millisecond'`;
    const expired = sql`${next} > d.occurred_at + ${timing.retryWindowMs} * interval '1 millisecond'`;
    await db.execute(sql`update webhook_deliveries d
      set status = case when r.ok then 'delivered' when ${expired} then 'failed' else 'pending' end,
        response_code = r.code, last_error = r.error,
        next_attempt_at = case when r.ok or ${expired} then null else ${next} end
      from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
        as r(id uuid, attempts int, ok boolean, code int, error text, delay int)
      where d.id = r.id and d.attempts = r.attempts`);
  }
}

/** A wait that nothing cuts short, and that does not keep the process alive. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
