import { CALL_OUTCOME_INFO, CALL_OUTCOMES, type CallOutcome } from '#shared/domain';
import { cn } from '#web/lib/cn';

type Props = {
  value: CallOutcome | null;
  onChange: (outcome: CallOutcome) => void;
  invalid: boolean;
  describedBy: string;
};

/** One button per outcome, each with its key (1–6) shown on it; the chosen one is pressed. */
export function OutcomeButtons({ value, onChange, invalid, describedBy }: Props) {
  return (
    <fieldset aria-describedby={describedBy} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-medium text-soft-foreground">Outcome</legend>
      {CALL_OUTCOMES.map((outcome, index) => {
        const pressed = value === outcome;
        return (
          <button
            key={outcome}
            type="button"
            data-outcome={outcome}
            aria-pressed={pressed}
            aria-keyshortcuts={String(index + 1)}
            onClick={() => onChange(outcome)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-left text-sm font-medium transition-colors hover:border-brand-500',
              pressed ? 'border-brand-600 bg-brand-600 text-white' : 'border-border bg-card',
              invalid && !value ? 'border-red-500' : null,
            )}
          >
            <kbd
              className={cn(
                'rounded border px-1.5 font-mono text-xs',
                pressed ? 'border-white' : 'border-border text-muted-foreground',
              )}
            >
              {index + 1}
            </kbd>
            {CALL_OUTCOME_INFO[outcome].label}
          </button>
        );
      })}
    </fieldset>
  );
}
