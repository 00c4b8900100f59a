import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyThemeChoice, followThemeChanges, readThemeChoice, saveThemeChoice } from './theme-choice';

// A browser just big enough for the theme code: storage, one media query and <html>'s classes.
function fakeBrowser({ systemDark = false, storageBlocked = false } = {}) {
  const stored = new Map<string, string>();
  const classes = new Set<string>();
  const mediaListeners = new Set<() => void>();
  const windowListeners = new Map<string, (event: { key: string | null }) => void>();
  const media = {
    matches: systemDark,
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
  };
  const storage = <T>(use: () => T) => {
    if (storageBlocked) throw new Error('storage is disabled');
    return use();
  };
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage(() => stored.get(key) ?? null),
    setItem: (key: string, value: string) => storage(() => stored.set(key, value)),
    removeItem: (key: string) => storage(() => stored.delete(key)),
  });
  vi.stubGlobal('window', {
    matchMedia: () => media,
    addEventListener: (type: string, listener: (event: { key: string | null }) => void) =>
      windowListeners.set(type, listener),
    removeEventListener: (type: string) => windowListeners.delete(type),
  });
  vi.stubGlobal('document', {
    documentElement: {
      classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    },
  });
  return {
    stored,
    isDark: () => classes.has('dark'),
    setSystemDark(dark: boolean) {
      media.matches = dark;
      for (const listener of mediaListeners) listener();
    },
    otherTabWrote: (key: string | null) => windowListeners.get('storage')?.({ key }),
    listening: () => mediaListeners.size + windowListeners.size,
  };
}

describe('theme choice', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system until a theme is picked, and remembers the pick', () => {
    const browser = fakeBrowser({ systemDark: true });
    expect(readThemeChoice()).toBe('system');
    applyThemeChoice(readThemeChoice());
    expect(browser.isDark()).toBe(true);

    saveThemeChoice('light');
    expect(readThemeChoice()).toBe('light');
    expect(browser.isDark()).toBe(false);

    saveThemeChoice('system');
    expect(browser.stored.size).toBe(0);
    expect(browser.isDark()).toBe(true);
  });

  it('ignores an unknown saved value and still applies a pick when storage is blocked', () => {
    const browser = fakeBrowser();
    browser.stored.set('wea-theme', 'purple');
    expect(readThemeChoice()).toBe('system');

    const blocked = fakeBrowser({ storageBlocked: true });
    expect(readThemeChoice()).toBe('system');
    saveThemeChoice('dark');
    expect(blocked.isDark()).toBe(true);
  });

  it('keeps up with the system setting and with another tab, until stopped', () => {
    const browser = fakeBrowser();
    const changed = vi.fn();
    const stop = followThemeChanges(changed);
    browser.setSystemDark(true);
    expect(browser.isDark()).toBe(true);

    browser.stored.set('wea-theme', 'light');
    browser.otherTabWrote('wea-theme');
    expect(browser.isDark()).toBe(false);
    browser.otherTabWrote('something-else');
    expect(changed).toHaveBeenCalledTimes(2);

    stop();
    expect(browser.listening()).toBe(0);
  });
});
