/** The lifetimes offered on the form; a script's token is best renewed now and then. */
export const EXPIRY_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
] as const;

export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `expiresAt` to send for a choice, counted from `now`. */
export function expiresAtFor(choice: ExpiryChoice, now = Date.now()): string | null {
  return choice === 'never' ? null : new Date(now + Number(choice) * DAY_MS).toISOString();
}

/** Active, expired or revoked, as the list shows it. */
export function tokenState(
  token: { expiresAt: string | null; revokedAt: string | null },
  now = Date.now(),
): 'active' | 'expired' | 'revoked' {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt && Date.parse(token.expiresAt) <= now) return 'expired';
  return 'active';
}
