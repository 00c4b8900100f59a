import { type Browser, chromium } from '@playwright/test';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A cookie string `name=value` as Playwright wants it, for the app's origin. */
export function browserCookie(cookie: string, url: string) {
  const [name = '', ...rest] = cookie.split('=');
  return { name, value: rest.join('='), url };
}
