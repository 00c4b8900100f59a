import { sql } from 'drizzle-orm';
import { isAgentUser } from '#server/auth/users';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { clients, user } from '#server/db/schema';
import { idleConditionsByStatus } from '#server/modules/clients/client-filters';
import { readSettingsSection } from '#server/settings';
import { agentDisplayName } from '#shared/domain';
import type { AdminOverview } from '#shared/schemas/agents';

type AgentsAtRisk = AdminOverview['agents'];
type AgentRow = { agentId: string; name: string | null; idle: number; overdue: number };

/**
 * Each agent's idle clients and overdue follow-ups (issue 14). Idle clients are counted per status
 * from clients_status_contact_idx alone, each status a range of its own; overdue ones from the
 * partial follow-up index. At a million clients this reads some 600,000 index entries.
 */
async function countAgentsAtRisk(db: Db): Promise<AgentsAtRisk> {
  const idleBranches = (await idleConditionsByStatus(db)).map(
    (condition) => sql`select ${clients.agentId} as agent_id from ${clients} where ${condition}`,
  );
  const rows = await rowsOf<AgentRow>(
    db,
    sql`with idle as (select agent_id, count(*)::int as n from (${sql.join(idleBranches, sql` union all `)}) i
        group by agent_id),
      overdue as (select ${clients.agentId} as agent_id, count(*)::int as n from ${clients}
        where ${clients.nextFollowUpAt} is not null and ${clients.nextFollowUpAt} < now() group by 1)
      select ${user.id} as "agentId", ${user.name} as name, coalesce(idle.n, 0) as idle,
        coalesce(overdue.n, 0) as overdue
      from ${user} left join idle on idle.agent_id = ${user.id} left join overdue on overdue.agent_id = ${user.id}
      where ${isAgentUser()}`,
  );
  return rows
    .map((r) => ({
      agentId: r.agentId,
      agentName: agentDisplayName({ id: r.agentId, name: r.name }),
      idle: r.idle,
      overdue: r.overdue,
    }))
    .sort((a, b) => a.agentName.localeCompare(b.agentName) || a.agentId.localeCompare(b.agentId));
}

/** A count quicker than this is simply made again for every request, so it is never behind. */
export const RECOUNT_EVERY_TIME_BELOW_MS = 40;
/** A slower count is served from memory and made again in the background once it is this old. */
export const REFRESH_AFTER_MS = 30_000;
/** Past this age (nobody looked for a while) the request waits for a new count instead. */
export const SERVE_AT_MOST_MS = 5 * 60_000;

type Counted = { agents: AgentsAtRisk; countedAt: number; tookMs: number; settingsKey: string };

/**
 * The per-agent risk table of the admin overview, at most one count at a time per process
 * (decision 0024). Idle is measured in days and overdue follow-ups by the minute, so at a million
 * clients the table may be up to REFRESH_AFTER_MS plus one count behind; with fewer clients, where
 * the count is quick, it is exact. Changing the idle days counts again at once.
 */
export class AgentsAtRiskCounter {
  #counted: Counted | null = null;
  #pending: { settingsKey: string; counted: Promise<Counted> } | null = null;

  private readonly now: () => number;
  private readonly recountBelowMs: number;

  /** `now` and `recountBelowMs` are for tests: a fake clock; 0 treats every count as slow, Infinity as quick. */
  constructor({ now = () => performance.now(), recountBelowMs = RECOUNT_EVERY_TIME_BELOW_MS } = {}) {
    this.now = now;
    this.recountBelowMs = recountBelowMs;
  }

  async get(db: Db): Promise<AgentsAtRisk> {
    const { idleDays } = await readSettingsSection(db, 'calling');
    const settingsKey = JSON.stringify(idleDays);
    const counted = this.#counted;
    if (counted && counted.settingsKey === settingsKey && counted.tookMs < this.recountBelowMs) {
      // Quick enough: every request gets a count of its own, begun after it arrived.
      return (await this.#count(db, settingsKey)).agents;
    }
    if (
      !counted ||
      counted.settingsKey !== settingsKey ||
      this.now() - counted.countedAt > SERVE_AT_MOST_MS
    ) {
      return (await this.#shared(db, settingsKey)).agents;
    }
    if (this.now() - counted.countedAt > REFRESH_AFTER_MS) {
      // The older table is served until the new one is in; a failed count is tried again by the
      // next request.
      this.#shared(db, settingsKey).catch(() => {});
    }
    return counted.agents;
  }

  /** One slow count at a time: requests that need it while it runs wait for the same one. */
  #shared(db: Db, settingsKey: string): Promise<Counted> {
    if (this.#pending?.settingsKey === settingsKey) return this.#pending.counted;
    const counted = this.#count(db, settingsKey);
    const pending = { settingsKey, counted };
    this.#pending = pending;
    const clear = () => {
      if (this.#pending === pending) this.#pending = null;
    };
    counted.then(clear, clear);
    return counted;
  }

  async #count(db: Db, settingsKey: string): Promise<Counted> {
    const started = this.now();
    const agents = await countAgentsAtRisk(db);
    const counted = { agents, countedAt: started, tookMs: this.now() - started, settingsKey };
    if (!this.#counted || this.#counted.countedAt <= started) this.#counted = counted;
    return counted;
  }
}
