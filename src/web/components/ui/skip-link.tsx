import { contentStart, focusRegion } from '#web/lib/screen-focus';

/**
 * The first stop of the Tab key: hidden until focused, it takes the keyboard past the header and
 * the section tabs to the screen's own content (its heading there, else its region). A button,
 * not a link to `#id`: the screens have no fixed ids, and a changed address would be a history
 * entry of its own.
 */
export function SkipLink({ children = 'Skip to main content' }: { children?: string }) {
  const skip = () => {
    const target = contentStart();
    if (!target) return;
    focusRegion(target);
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <button
      type="button"
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:text-foreground focus:shadow"
    >
      {children}
    </button>
  );
}
