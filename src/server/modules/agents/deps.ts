import type { Auth } from '#server/auth/auth';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import type { Mailer } from '#server/mail/mailer';

export type AgentDeps = {
  db: Db;
  auth: Auth;
  config: Pick<Config, 'publicUrl'>;
  /** null without SMTP_URL: invitation links are handed to the admin instead. */
  mailer: Mailer | null;
};
