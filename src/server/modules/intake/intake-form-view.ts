import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import type { IntakeForm } from '#shared/schemas/intake';

/** Intake forms as the admin screen shows them, with their agents (those still there), newest first. */
export async function selectIntakeForms(db: Db, where: SQL = sql`true`): Promise<IntakeForm[]> {
  return rowsOf<IntakeForm>(
    db,
    sql`select f.id, f.key, f.name,
        json_build_object('mode', f.target_mode, 'agents', (
          select coalesce(json_agg(json_build_object('id', u.id, 'email', u.email, 'name', u.name)
            order by array_position(f.agent_ids, u.id)), '[]'::json)
          from "user" u where u.id = any(f.agent_ids))) as target,
        f.allowed_origins as "allowedOrigins", f.per_ip_per_minute as "perIpPerMinute",
        f.per_form_per_minute as "perFormPerMinute", f.enabled,
        to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
        '/api/intake/' || f.key as path
      from intake_forms f where ${where} order by f.created_at desc, f.id desc`,
  );
}
