/**
 * Secrets and output encoding: trading-account passwords stay out of logs, lists, details, CSV
 * and the audit log; CSV cells cannot become formulas; sign-in failures do not tell whether an
 * email exists (ASVS 6.3.8, 14.2, OWASP CSV injection).
 */
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients } from '#server/db/schema';
import { MESSAGES } from '#shared/domain';
import { makeClient, updateClientOk } from '../support/clients';
import { setupTestApp, setupUser } from '../support/setup-test-app';
import { DEFAULT_PASSWORD } from '../support/test-app';
import { parseCsv } from './support/csv';

const logLines: string[] = [];
const logger = pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) });

const TRADING_PASSWORD = 'Tr4ding-S3cret-do-not-leak';

const t = setupTestApp({ LOG_LEVEL: 'trace' }, { logger });
const agent = setupUser(t, { fullName: 'Secret Keeper' });
const admin = setupUser(t, { role: 'admin' });
let clientId: string;
beforeAll(async () => {
  const client = await makeClient(t, agent, { name: 'Secret Client' });
  clientId = client.id;
  for (const status of ['ringing', 'invoice-sent'] as const)
    await updateClientOk(t, agent.cookie, clientId, { status });
  await updateClientOk(t, agent.cookie, clientId, {
    status: 'account-details',
    tradingAccount: { id: 'MT5-1', password: TRADING_PASSWORD, server: 'Live-1' },
  });
  // A refused request carrying the password, to see that errors do not echo it either.
  await t.request({
    method: 'PATCH',
    url: `/api/clients/${clientId}`,
    cookie: agent.cookie,
    payload: { tradingAccount: { id: '', password: TRADING_PASSWORD, server: '' } },
  });
});

describe('trading-account passwords', () => {
  it('are stored encrypted, not as plain text', async () => {
    const [row] = await t.database.db.select({ p: clients.tradingAccountPassword }).from(clients);
    expect(row?.p).toMatch(/^v1:/);
    expect(row?.p).not.toContain(TRADING_PASSWORD);
  });

  it('never appear in list, detail, stats or CSV responses, only in the audited reveal', async () => {
    for (const url of [
      '/api/clients',
      `/api/clients/${clientId}`,
      '/api/clients/stats',
      '/api/clients/export.csv',
    ]) {
      for (const cookie of [agent.cookie, admin.cookie]) {
        const res = await t.request({ method: 'GET', url, cookie });
        expect(res.body, url).not.toContain(TRADING_PASSWORD);
      }
    }
    const reveal = await t.request({
      method: 'GET',
      url: `/api/clients/${clientId}/trading-password`,
      cookie: admin.cookie,
    });
    expect(reveal.json()).toEqual({ password: TRADING_PASSWORD });
    const audits = await t.database.db.select().from(auditLog);
    expect(audits.some((a) => a.action === 'reveal_trading_password' && a.targetId === clientId)).toBe(true);
    expect(JSON.stringify(audits)).not.toContain(TRADING_PASSWORD);
  });

  it('and sign-in passwords never appear in the logs, even at trace level', async () => {
    await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: agent.email, password: 'wrong-guess-123' },
    });
    await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: agent.email, password: DEFAULT_PASSWORD },
    });
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of [TRADING_PASSWORD, DEFAULT_PASSWORD, 'wrong-guess-123'])
      expect(log).not.toContain(secret);
    expect(log).not.toMatch(/session_token=[A-Za-z0-9]/);
  });
});

describe('CSV export', () => {
  it('neutralises cells that a spreadsheet would run as formulas', async () => {
    const nasty = ['=HYPERLINK("http://evil.example","x")', '+SUM(1,2)', '-2+3', '@SUM(A1)', '\t=1', '\r=1'];
    for (const [i, name] of nasty.entries()) {
      await makeClient(t, agent, { name, email: `csv${i}@clients.example.com`, phone: name, country: name });
    }
    const res = await t.request({ method: 'GET', url: '/api/clients/export.csv', cookie: admin.cookie });
    const rows = parseCsv(res.body);
    const cells = rows.slice(1).flatMap((r) => r.slice(0, 4));
    for (const cell of cells) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
    // Names are trimmed on input, so a leading tab or CR is gone before the check.
    for (const name of nasty) expect(cells).toContain(`'${name.trim()}`);
  });
});

describe('sign-in failures', () => {
  it('answer an unknown email exactly like a wrong password', async () => {
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'nobody-here@example.com', password: 'some-password' },
    });
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: admin.email, password: 'some-password' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().error.message).toBe(MESSAGES.invalidCredentials);
    const headerNames = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => k !== 'date')
        .sort();
    expect(headerNames(wrong.headers)).toEqual(headerNames(unknown.headers));
  });

  it('take about as long for an unknown email as for a wrong password (a password is hashed either way)', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: 'timing-guess' },
      });
      return performance.now() - started;
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(await time(`ghost${i}@example.com`));
      wrong.push(await time(admin.email));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1] ?? 0;
    // Loose on purpose: it catches a skipped hash (several times faster), not scheduler noise.
    expect(median(unknown)).toBeGreaterThan(median(wrong) / 4);
  });
});
