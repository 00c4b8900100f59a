import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** What `String.prototype.trim` removes, so the database trims a name as the app does. */
const JS_WHITESPACE = sql.raw(
  `'\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'`,
);

/**
 * `agentDisplayName` (shared/domain) in SQL, for statements that write an agent's name themselves:
 * the trimmed name, or `Agent <first six characters of the id>` when it is blank.
 */
export function agentDisplayNameSql(id: AnyColumn | SQL, name: AnyColumn | SQL): SQL {
  return sql`coalesce(nullif(btrim(${name}, ${JS_WHITESPACE}), ''), 'Agent ' || left(${id}::text, 6))`;
}
