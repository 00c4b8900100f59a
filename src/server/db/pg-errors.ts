/** SQLSTATE of a database error, looking through drizzle's DrizzleQueryError wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  const code = databaseErrorOf(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const DEADLOCK_DETECTED = '40P01';

/**
 * Runs `write` again when PostgreSQL ended it as a deadlock's victim (its transaction was rolled
 * back whole, so a repeat is safe): for writes that cannot order their row locks like every
 * concurrent writer does, such as a cascade over rows a background worker updates.
 */
export async function retryOnDeadlock<T>(write: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || pgErrorCode(error) !== DEADLOCK_DETECTED) throw error;
    }
  }
}

/** The first error in the chain that the database raised, the one that carries a SQLSTATE. */
function databaseErrorOf(error: unknown): (Error & Record<string, unknown>) | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return current as Error & Record<string, unknown>;
    current = current.cause;
  }
  return null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The constraint a database error names (a key or a foreign key that refused a row), if any. */
export function pgConstraint(error: unknown): string | undefined {
  return text(databaseErrorOf(error)?.constraint);
}

/**
 * What may be logged of a failed request's error. A query error carries its statement's
 * parameters (drizzle puts them in its message, the driver's `detail` quotes the offending key),
 * which hold client names and e-mails: only the SQLSTATE, the constraint, the table and the
 * driver's message are kept. Data exceptions (class 22) quote the bad value in the message, so
 * quoted text is dropped there. Any other error is logged as it is.
 */
export function loggableError(error: unknown): unknown {
  const database = databaseErrorOf(error);
  if (database) {
    const code = text(database.code) ?? '';
    const message = code.startsWith('22') ? database.message.replace(/"[^"]*"/g, '"…"') : database.message;
    return {
      source: 'database',
      code,
      constraint: text(database.constraint),
      table: text(database.table),
      message,
    };
  }
  // A failed query that never reached the database (a lost connection): its cause, not its text.
  if (error instanceof Error && 'params' in error && 'query' in error) {
    const cause = error.cause instanceof Error ? error.cause : null;
    return { source: 'query', message: cause ? `${cause.name}: ${cause.message}` : 'query failed' };
  }
  return error;
}
