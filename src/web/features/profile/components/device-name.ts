import Bowser from 'bowser';

/** "Chrome 142 on Windows 10", from a session's user agent; a plain word when there is none. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  if (!browser && !os) return 'Unknown device';
  if (!browser) return os;
  return os ? `${browser} on ${os}` : browser;
}
