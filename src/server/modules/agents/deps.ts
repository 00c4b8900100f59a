import type { Auth } from '../../auth/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';

export type AgentDeps = {
  db: Db;
  auth: Auth;
  config: Pick<Config, 'publicUrl'>;
  /** null without SMTP_URL: invitation links are handed to the admin instead. */
  mailer: Mailer | null;
};

export type Logger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};
