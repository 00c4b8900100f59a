import { fill, MESSAGES } from '#shared/domain';
import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

/** The invitation e-mail: plain text plus an HTML twin with a button-style link. */
export function invitationMail(input: { to: string; url: string; days: number }): MailMessage {
  const expiry = fill(MESSAGES.invitationMailExpiry, { days: String(input.days) });
  const text = [
    MESSAGES.invitationMailIntro,
    '',
    expiry,
    '',
    input.url,
    '',
    MESSAGES.invitationMailIgnore,
  ].join('\n');
  const url = escapeHtml(input.url);
  const html = `<!doctype html>
<html>
<body style="font-family: Arial, sans-serif; color: #111827; line-height: 1.5">
<p>${escapeHtml(MESSAGES.invitationMailIntro)}</p>
<p><a href="${url}" style="display: inline-block; padding: 10px 16px; background: #2563eb; color: #ffffff; border-radius: 6px; text-decoration: none">${escapeHtml(MESSAGES.invitationMailAction)}</a></p>
<p>${escapeHtml(expiry)}</p>
<p>${escapeHtml(MESSAGES.invitationMailLinkHint)}<br><a href="${url}">${url}</a></p>
<p style="color: #6b7280">${escapeHtml(MESSAGES.invitationMailIgnore)}</p>
</body>
</html>
`;
  return { to: input.to, subject: MESSAGES.invitationMailSubject, text, html };
}
