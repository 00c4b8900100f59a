import type { SecretBox } from '#server/crypto/secret-box';
import type { Db } from '#server/db/client';

export type WebhookDeps = {
  db: Db;
  secrets: SecretBox;
  allowPrivate: boolean;
  /** Called after an endpoint change commits: this instance reloads its subscriptions at once. */
  changed: () => Promise<void>;
};
