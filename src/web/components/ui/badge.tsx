import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';

/** The badge colours, each with its dark-theme pair. */
const TONES = {
  neutral: 'bg-muted text-soft-foreground',
  success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200',
  warning: 'bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-200',
  danger: 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-200',
  info: 'bg-blue-100 text-blue-800 dark:bg-blue-400/15 dark:text-blue-200',
  busy: 'bg-orange-100 text-orange-800 dark:bg-orange-400/15 dark:text-orange-200',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tone && TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
