import { type LucideIcon, Monitor, Moon, Sun } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { cn } from '#web/lib/cn';
import { useHydrated } from '#web/lib/use-hydrated';
import {
  followThemeChanges,
  readThemeChoice,
  saveThemeChoice,
  THEME_CHOICES,
  type ThemeChoice,
} from '../theme-choice';

const OPTIONS: Record<ThemeChoice, { label: string; icon: LucideIcon }> = {
  light: { label: 'Light theme', icon: Sun },
  dark: { label: 'Dark theme', icon: Moon },
  system: { label: 'Theme of the system', icon: Monitor },
};

const listeners = new Set<() => void>();

function choose(choice: ThemeChoice) {
  saveThemeChoice(choice);
  for (const listener of listeners) listener();
}

/** Every switch on the page follows a choice made here, in another tab, or by the system. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab shows here too.
  const stop = followThemeChanges(listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

/**
 * Light, dark or the system's theme, remembered in this browser. Native radio buttons drawn as
 * icons: arrow keys, labels and focus come from the browser, with no extra script on the page.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const name = useId();
  // None checked in prerendered HTML, which cannot know this browser's choice; the remembered
  // choice right after hydration.
  const choice = useSyncExternalStore<ThemeChoice | null>(subscribe, readThemeChoice, () => null);

  // As that HTML checks no radio, one that is checked when React takes it over was clicked before
  // React could listen: save and apply it, as the click would have been, rather than show the
  // remembered choice over it.
  const hydrated = useHydrated();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useLayoutEffect(() => {
    if (hydrated) return;
    const clicked = fieldset.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    const picked = THEME_CHOICES.find((value) => value === clicked);
    if (picked) choose(picked);
  }, []);

  return (
    <fieldset
      ref={fieldset}
      className={cn(
        'inline-flex h-9 items-center gap-0.5 rounded-md border border-input bg-card p-0.5',
        className,
      )}
    >
      <legend className="sr-only">Theme</legend>
      {THEME_CHOICES.map((value) => {
        const { label, icon: Icon } = OPTIONS[value];
        return (
          <label
            key={value}
            title={label}
            className="relative grid size-7 place-items-center rounded text-muted-foreground hover:text-foreground has-checked:bg-muted has-checked:text-foreground has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => choose(value)}
              // When history returns to a prerendered page, the browser puts form controls back as
              // they were, and a stale radio would pass for a click. Chromium does not restore a
              // control marked so (a browser test checks it), though the standard does not list
              // autocomplete for radios.
              autoComplete="off"
              // Invisible but covering the icon, so a click or tap lands on the radio itself.
              className="absolute inset-0 cursor-pointer appearance-none rounded focus-visible:outline-none"
            />
            <Icon className="pointer-events-none size-4" aria-hidden />
            <span className="sr-only">{label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
