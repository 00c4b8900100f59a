import { afterAll, beforeAll } from 'vitest';
import { type Actor, makeUser } from './clients';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** A value, or a function giving it once the earlier beforeAll hooks have run. */
type Lazy<T> = T | (() => T);

const resolve = <T extends object>(value: Lazy<T>): T => (typeof value === 'function' ? value() : value);

/**
 * The app under test for the enclosing file or describe block, on a fresh database: created in a
 * beforeAll registered here and closed in an afterAll. The returned object is filled in when that
 * hook runs, so tests and later hooks use it as it is, without a `let` and an assignment.
 * Vitest runs beforeAll hooks in the order they are registered and afterAll hooks in reverse, so
 * hooks registered before this call (a mail server whose URL goes into `env`) run before the app
 * exists and are torn down after it is closed.
 */
export function setupTestApp(
  env: Lazy<Record<string, string>> = {},
  options: Lazy<TestAppOptions> = {},
): TestApp {
  // Filled by the hook below; nothing may read it before that hook has run.
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(resolve(env), resolve(options)));
  });
  afterAll(() => t.close());
  return t;
}

/**
 * A signed-in user of `t`, created in a beforeAll registered here: users declared one after the
 * other are created in that order, after the app and before any hook registered later.
 */
export function setupUser(t: TestApp, input: Parameters<typeof makeUser>[1] = {}): Actor {
  // Filled by the hook below, like the app itself.
  const actor = {} as Actor;
  beforeAll(async () => {
    Object.assign(actor, await makeUser(t, input));
  });
  return actor;
}
