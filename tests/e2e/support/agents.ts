import type { APIRequestContext, Browser } from '@playwright/test';
import { apiAs } from './api';
import { expect } from './fixtures';
import { ADMIN } from './users';

export type NewAgent = { email: string; fullName: string; password: string };

/**
 * An agent made through the real invitation flow (the admin invites, the agent accepts), for tests
 * that need an account of their own; returns an API context signed in as that agent.
 */
export async function createAgent(browser: Browser, agent: NewAgent): Promise<APIRequestContext> {
  const admin = await apiAs(browser, ADMIN);
  const invite = await admin.post('/api/agents/invitations', { data: { email: agent.email } });
  expect(invite.status()).toBe(201);
  const token = new URL((await invite.json()).inviteUrl).searchParams.get('token');
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const accepted = await context.request.post('/api/invitations/accept', {
    data: { token, fullName: agent.fullName, password: agent.password },
  });
  expect(accepted.ok()).toBe(true);
  return context.request;
}
