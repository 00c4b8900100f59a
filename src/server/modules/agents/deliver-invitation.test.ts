import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { MailDeliveryError, type Mailer } from '#server/mail/mailer';
import { deliverInvitation } from './deliver-invitation';

const config = { publicUrl: 'https://crm.example.com' };
const invitation = { id: 'inv-1', email: 'new@example.com', token: 'SECRET-TOKEN-value' };

function capturingLog() {
  const lines: string[] = [];
  return { lines, log: pino({ base: null }, { write: (line: string) => void lines.push(line) }) };
}

describe('deliverInvitation', () => {
  it('without a mailer returns the link and logs only that it was handed over', async () => {
    const { lines, log } = capturingLog();
    const url = await deliverInvitation({ mailer: null, config, invitation, log });
    expect(url).toBe('https://crm.example.com/accept-invite?token=SECRET-TOKEN-value');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('new@example.com');
    expect(lines[0]).not.toContain('SECRET-TOKEN');
    expect(lines[0]).not.toContain('accept-invite');
  });

  it('with a mailer sends the link and returns nothing', async () => {
    const sent: string[] = [];
    const mailer: Mailer = { send: async (m) => void sent.push(m.text) };
    expect(await deliverInvitation({ mailer, config, invitation, log: capturingLog().log })).toBeUndefined();
    expect(sent[0]).toContain('https://crm.example.com/accept-invite?token=SECRET-TOKEN-value');
  });

  it('turns a failed send into a 502 and logs no secret', async () => {
    const { lines, log } = capturingLog();
    const mailer: Mailer = {
      send: () =>
        Promise.reject(new MailDeliveryError({ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' })),
    };
    await expect(deliverInvitation({ mailer, config, invitation, log })).rejects.toMatchObject({
      status: 502,
      code: 'mail_failed',
    });
    expect(lines.join('\n')).toContain('EAUTH');
    expect(lines.join('\n')).not.toContain('SECRET-TOKEN');
  });
});
