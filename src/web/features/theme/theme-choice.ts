/** What the header switch offers: a fixed theme, or whatever the system setting says. */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

// Read by the script that runs before first paint (boot.ts) and written by the header switch.
const STORAGE_KEY = 'wea-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The remembered choice; 'system' when none is saved or storage is blocked. */
export function readThemeChoice(): ThemeChoice {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'light' || saved === 'dark') return saved;
  } catch {
    // Storage can be disabled (privacy settings); the system setting still applies.
  }
  return 'system';
}

/** Puts the `dark` class on <html> when the choice, or the system for 'system', asks for it. */
export function applyThemeChoice(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && window.matchMedia(DARK_QUERY).matches);
  document.documentElement.classList.toggle('dark', dark);
}

/** Remembers the choice in this browser and shows it at once. */
export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Not remembered, but still applied to this page.
  }
  applyThemeChoice(choice);
}

/** Keeps the page in step when the system setting changes or another tab picks a theme. */
export function followThemeChanges(onChange: () => void = () => {}): () => void {
  const update = () => {
    applyThemeChoice(readThemeChoice());
    onChange();
  };
  const media = window.matchMedia(DARK_QUERY);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) update();
  };
  media.addEventListener('change', update);
  window.addEventListener('storage', onStorage);
  return () => {
    media.removeEventListener('change', update);
    window.removeEventListener('storage', onStorage);
  };
}
