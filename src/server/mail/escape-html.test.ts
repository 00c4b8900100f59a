import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';
import { invitationMail } from './invitation-mail';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('is applied to the link interpolated into the invitation e-mail', () => {
    const mail = invitationMail({ to: 'a@example.com', url: 'https://x.test/a?b=1&c="2"', days: 7 });
    expect(mail.html).toContain('https://x.test/a?b=1&amp;c=&quot;2&quot;');
    expect(mail.html).not.toContain('c="2"');
    expect(mail.text).toContain('https://x.test/a?b=1&c="2"');
  });
});
