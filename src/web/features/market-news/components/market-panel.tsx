import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

type Props = { title: string; icon: LucideIcon; count?: number; children: ReactNode };

/** A titled card whose list scrolls inside it (spec §9: at most 600px tall). */
export function MarketPanel({ title, icon: Icon, count, children }: Props) {
  const headingId = useId();
  return (
    <div className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <div className="flex items-center gap-2 border-b border-border px-4 py-3">
        <Icon className="size-5 text-link" aria-hidden />
        <h2 id={headingId} className="font-semibold text-foreground">
          {title}
        </h2>
        {count !== undefined && count > 0 ? (
          <span className="ml-auto rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
            {count}
          </span>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section aria-labelledby={headingId} tabIndex={0} className="max-h-[600px] overflow-y-auto">
        {children}
      </section>
    </div>
  );
}

export function PanelMessage({ children }: { children: ReactNode }) {
  return <p className="px-4 py-12 text-center text-sm text-muted-foreground">{children}</p>;
}
