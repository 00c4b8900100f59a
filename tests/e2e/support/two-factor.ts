import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect } from './fixtures';

/** The code an authenticator app shows now for a base32 secret. */
export function codeFor(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate();
}

/**
 * A code of a later time step than `used`: the server takes each code once, so a test that just
 * confirmed its set-up with one waits for the next.
 */
export async function nextCodeFor(secret: string, used: string): Promise<string> {
  for (;;) {
    const code = codeFor(secret);
    if (code !== used) return code;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Goes through the set-up on the screen already showing it (the profile's section or the forced
 * set-up): password, the code for the secret shown, then the backup codes. Returns both.
 */
export async function setUpTwoFactor(
  page: Page,
  password: string,
): Promise<{ secret: string; code: string; backupCodes: string[] }> {
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const code = codeFor(secret);
  await page.getByLabel('Code from the app').fill(code);
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Backup codes' });
  await expect(list).toBeVisible();
  const backupCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  expect(backupCodes.length).toBeGreaterThan(0);
  return { secret, code, backupCodes };
}

/** The password step of a sign-in that stops at the code (two-factor sign-in is on). */
export async function signInToCode(
  page: Page,
  user: { email: string; password: string },
  as: 'agent' | 'admin',
) {
  await page.goto(as === 'admin' ? '/admin-login' : '/login');
  await page.getByLabel(as === 'admin' ? 'Admin Email' : 'Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: as === 'admin' ? 'Sign In as Admin' : 'Sign In' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
}

/** Turns two-factor sign-in on through the API for the user signed in on `request`. */
export async function enableTwoFactorByApi(request: APIRequestContext, password: string): Promise<string> {
  const enabled = await request.post('/api/auth/two-factor/enable', { data: { password } });
  expect(enabled.status()).toBe(200);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  const confirmed = await request.post('/api/auth/two-factor/verify-totp', {
    data: { code: codeFor(secret) },
  });
  expect(confirmed.status()).toBe(200);
  return secret;
}
