import type { FastifyBaseLogger } from 'fastify';
import { invitationMail } from '#server/mail/invitation-mail';
import { MailDeliveryError } from '#server/mail/mailer';
import { mailFailed } from './agent-errors';
import type { AgentDeps } from './deps';
import { INVITATION_LIFETIME_DAYS, invitationUrl } from './invitation-token';

export type DeliverInvitationOptions = Pick<AgentDeps, 'mailer' | 'config'> & {
  invitation: { id: string; email: string; token: string };
  log: FastifyBaseLogger;
};

/**
 * Gets the link to the invitee: by e-mail when SMTP_URL is set (returns undefined), otherwise
 * returns the link for the admin to pass on. A failed send is a 502 the caller undoes.
 */
export async function deliverInvitation({
  mailer,
  config,
  invitation,
  log,
}: DeliverInvitationOptions): Promise<string | undefined> {
  const url = invitationUrl(config.publicUrl, invitation.token);
  if (!mailer) {
    // The link is a credential: whoever holds it becomes an agent. Logs are copied to collectors
    // and kept for months, so only the fact is logged; the admin gets the link in the answer.
    log.info(
      { invitationId: invitation.id },
      `invitation for ${invitation.email} created and handed to the admin (no SMTP_URL)`,
    );
    return url;
  }
  try {
    await mailer.send(invitationMail({ to: invitation.email, url, days: INVITATION_LIFETIME_DAYS }));
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    log.warn(
      { invitationId: invitation.id, smtp: error.failure },
      `invitation e-mail to ${invitation.email} failed`,
    );
    throw mailFailed();
  }
  log.info({ invitationId: invitation.id }, `invitation e-mailed to ${invitation.email}`);
  return undefined;
}
