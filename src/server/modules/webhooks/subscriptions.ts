import { sql } from 'drizzle-orm';
import type { Database, Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import type { WebhookEventType } from '#shared/schemas/webhooks';

/** The channel migration 0023's trigger announces endpoint changes on. */
export const WEBHOOK_CHANGES_CHANNEL = 'webhook_changes';

/**
 * The event types some enabled endpoint wants, kept in memory and reloaded when the database
 * announces an endpoint change (docs/decisions/0032, like the session cache of 0018), so a write
 * whose event nobody wants adds nothing to its statement. While unsure (not listening, or a reload
 * under way after a notice) every event counts as wanted: the outbox insert itself still checks
 * the endpoints table, so being unsure costs a little and never loses an event.
 */
export class WebhookSubscriptions {
  private types: ReadonlySet<string> | null = null;
  private listening = false;
  private generation = 0;
  private stop: (() => Promise<void>) | null = null;
  private readonly onChange: () => void;

  constructor(
    private readonly db: Db,
    onChange: () => void = () => {},
  ) {
    this.onChange = onChange;
  }

  async start(database: Pick<Database, 'listen'>): Promise<void> {
    if (!database.listen) return;
    this.stop = await database.listen(WEBHOOK_CHANGES_CHANNEL, {
      message: () => void this.reload(),
      state: (up) => {
        this.listening = up;
        void this.reload();
      },
    });
  }

  async close(): Promise<void> {
    this.listening = false;
    this.types = null;
    await this.stop?.();
    this.stop = null;
  }

  /** Whether a write must add this event to the outbox. */
  wants(type: WebhookEventType): boolean {
    return !this.listening || this.types === null || this.types.has(type);
  }

  /** Whether any enabled endpoint may exist, so the delivery worker should poll. */
  get any(): boolean {
    return !this.listening || this.types === null || this.types.size > 0;
  }

  /** Reads the subscribed types again; what was known is not trusted until the read is back. */
  async reload(): Promise<void> {
    const mark = ++this.generation;
    this.types = null;
    try {
      const rows = await rowsOf<{ type: string }>(
        this.db,
        sql`select distinct unnest(events) as type from webhook_endpoints where enabled`,
      );
      if (mark === this.generation) this.types = new Set(rows.map((r) => r.type));
    } catch {
      // Unsure stays unsure: every event is written until a later reload succeeds.
    }
    this.onChange();
  }
}

type Runtime = { subscriptions: WebhookSubscriptions; wake(): void };

/** The webhook runtime of each app's database handle (tests run several apps in one process). */
const runtimes = new WeakMap<Db, Runtime>();

export function registerWebhookRuntime(db: Db, runtime: Runtime): void {
  runtimes.set(db, runtime);
}

export function unregisterWebhookRuntime(db: Db): void {
  runtimes.delete(db);
}

/** Whether a write on `db` must record `type` in the outbox; a handle without a runtime always does. */
export function wantsWebhookEvent(db: Db, type: WebhookEventType): boolean {
  return runtimes.get(db)?.subscriptions.wants(type) ?? true;
}

/** Tells this instance's worker that outbox rows were committed, so it sends them now. */
export function webhookEventsCommitted(db: Db): void {
  runtimes.get(db)?.wake();
}
