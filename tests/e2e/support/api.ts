import type { APIRequestContext, Browser } from '@playwright/test';

/** A signed-in API context for a user, for arranging data without clicking. */
export async function apiAs(
  browser: Browser,
  user: { email: string; password: string },
  baseURL = process.env.E2E_BASE_URL,
): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  if (!res.ok()) throw new Error(`sign-in for ${user.email} failed: ${res.status()}`);
  return context.request;
}
