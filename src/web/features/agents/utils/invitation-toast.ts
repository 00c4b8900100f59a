import { fill, MESSAGES } from '#shared/domain';
import type { InvitationResult } from '#shared/schemas/agents';
import { toast } from '#web/components/ui/use-toast';

/**
 * "Invitation Sent!" after an invitation or a resend. Without a mail server nothing was mailed:
 * the description then points at the link the page shows instead of claiming an email.
 */
export function toastInvitationSent({ agent, inviteUrl }: InvitationResult) {
  toast({
    title: MESSAGES.invitationSent.title,
    description: fill(inviteUrl ? MESSAGES.invitationLinkReady : MESSAGES.invitationSent.description, {
      email: agent.email,
    }),
  });
}
