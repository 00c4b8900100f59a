import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Where an SMTP send failed: codes only, never the server's URL, user name or password. */
export type MailFailure = { code: string | null; responseCode: number | null; command: string | null };

export class MailDeliveryError extends Error {
  constructor(readonly failure: MailFailure) {
    super('mail delivery failed');
    this.name = 'MailDeliveryError';
  }
}

export type Mailer = { send(message: MailMessage): Promise<void> };

// The admin waits for the answer while we send, so a dead server must fail in seconds, not the
// library's default minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** An SMTP mailer from SMTP_URL, or null when none is configured. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer | null {
  if (!config.SMTP_URL) return null;
  const transport = nodemailer.createTransport({ url: config.SMTP_URL, ...TIMEOUTS });
  return {
    async send(message) {
      try {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
      } catch (error) {
        throw new MailDeliveryError(failureOf(error));
      }
    },
  };
}

function failureOf(error: unknown): MailFailure {
  const e = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  return {
    code: typeof e.code === 'string' ? e.code : null,
    responseCode: typeof e.responseCode === 'number' ? e.responseCode : null,
    command: typeof e.command === 'string' ? e.command : null,
  };
}
