import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn';

type Props = {
  to: string;
  title: string;
  description: string;
  icon?: LucideIcon;
  /** A short label above the title, e.g. "Day 2-3". */
  eyebrow?: string;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/** A whole-card link to a knowledge-base page. */
export function PageCard({
  to,
  title,
  description,
  icon: Icon,
  eyebrow,
  headingLevel = 'h2',
  className,
}: Props) {
  const Heading = headingLevel;
  return (
    <Link
      to={to}
      className={cn(
        'group flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500/50 hover:shadow-md',
        className,
      )}
    >
      <div className="flex items-center gap-3">
        {Icon ? (
          <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent text-link">
            <Icon className="size-5" aria-hidden />
          </span>
        ) : null}
        {eyebrow ? (
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-link">
            {eyebrow}
          </span>
        ) : null}
      </div>
      <Heading className="text-lg font-semibold leading-snug text-foreground group-hover:text-link">
        {title}
      </Heading>
      <p className="flex-1 text-sm leading-6 text-muted-foreground">{description}</p>
      <span className="inline-flex items-center gap-1 text-sm font-medium text-link" aria-hidden>
        Open
        <ArrowRight className="size-4 transition group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}
