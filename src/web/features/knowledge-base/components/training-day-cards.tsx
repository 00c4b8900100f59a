import { pages } from 'virtual:kb-pages';
import { useId } from 'react';
import { dayLabel, trainingDays, withoutDayPrefix } from '../content/pages';
import { PageCard } from './page-card';

const DAYS = trainingDays(pages);

/** The roadmap's cards, one per training step in day order (spec §2: Day 1 … Day 13-15). */
export function TrainingDayCards() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-foreground">
        Day by day
      </h2>
      <p className="mt-1 text-muted-foreground">Open the page for each step of the program, in order.</p>
      <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {DAYS.map((page) => (
          <li key={page.slug}>
            <PageCard
              to={page.path}
              eyebrow={page.day ? dayLabel(page.day) : undefined}
              title={page.title}
              description={withoutDayPrefix(page.description)}
              headingLevel="h3"
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
