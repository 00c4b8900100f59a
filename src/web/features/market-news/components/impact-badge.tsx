import type { Impact } from '#shared/schemas/market-data';
import { Badge } from '#web/components/ui/badge';

// Spec §2: High red, Medium yellow, Low green. The word is shown too, so colour is never the only cue.
const IMPACT_CLASSES: Record<Impact, string> = {
  High: 'bg-red-100 text-red-800 ring-1 ring-red-200 dark:bg-red-400/15 dark:text-red-200 dark:ring-red-400/30',
  Medium:
    'bg-yellow-100 text-yellow-800 ring-1 ring-yellow-200 dark:bg-yellow-400/15 dark:text-yellow-200 dark:ring-yellow-400/30',
  Low: 'bg-green-100 text-green-800 ring-1 ring-green-200 dark:bg-green-400/15 dark:text-green-200 dark:ring-green-400/30',
};

export function ImpactBadge({ impact }: { impact: Impact }) {
  return (
    <Badge className={IMPACT_CLASSES[impact]} data-impact={impact}>
      {impact}
      <span className="sr-only"> impact</span>
    </Badge>
  );
}
