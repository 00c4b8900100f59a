import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/support/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A cookie string `name=value` as Playwright wants it, for the app's origin. */
export function browserCookie(cookie: string, url: string) {
  const [name = '', ...rest] = cookie.split('=');
  return { name, value: rest.join('='), url };
}
