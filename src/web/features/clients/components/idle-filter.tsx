import { Hourglass } from 'lucide-react';
import { cn } from '#web/lib/cn';

type Props = { active: boolean; onChange: (idle: boolean) => void };

/** A toggle that keeps only idle clients (issue 14), combined with the other filters. */
export function IdleFilter({ active, onChange }: Props) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={() => onChange(!active)}
      className={cn(
        'inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium transition-colors hover:border-brand-500',
        active ? 'border-brand-600 bg-brand-600 text-white' : 'border-input bg-card',
      )}
    >
      <Hourglass className="size-4" aria-hidden />
      Idle only
    </button>
  );
}
