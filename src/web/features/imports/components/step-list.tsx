import { Check } from 'lucide-react';
import { cn } from '#web/lib/cn';

export const IMPORT_STEPS = ['Upload', 'Map columns', 'Check', 'Import', 'Summary'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/** Where the admin is in the five steps; done steps are ticked, the current one is marked for screen readers. */
export function StepList({ current }: { current: ImportStep }) {
  const index = IMPORT_STEPS.indexOf(current);
  return (
    <ol aria-label="Import steps" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {IMPORT_STEPS.map((step, i) => (
        <li
          key={step}
          aria-current={i === index ? 'step' : undefined}
          className={cn(
            'flex items-center gap-2',
            i === index ? 'font-semibold text-foreground' : 'text-muted-foreground',
          )}
        >
          <span
            aria-hidden
            className={cn(
              'flex size-6 items-center justify-center rounded-full border text-xs',
              i < index && 'border-brand-600 bg-brand-600 text-white',
              i === index && 'border-brand-600 text-link',
            )}
          >
            {i < index ? <Check className="size-3.5" /> : i + 1}
          </span>
          {step}
          {i < index ? <span className="sr-only"> (done)</span> : null}
        </li>
      ))}
    </ol>
  );
}
