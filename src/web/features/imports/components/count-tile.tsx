import { Card } from '#web/components/ui/card';
import { cn } from '#web/lib/cn';

type Props = { label: string; value: number; tone?: 'good' | 'bad' };

/** One figure of a report, large, with what it counts. */
export function CountTile({ label, value, tone }: Props) {
  return (
    <Card className="grid gap-1 p-4" data-testid="count-tile">
      <span className="text-sm text-muted-foreground">{label}</span>
      <span
        className={cn(
          'text-2xl font-bold tabular-nums',
          tone === 'good' && 'text-emerald-700 dark:text-emerald-300',
          tone === 'bad' && 'text-danger',
        )}
      >
        {value.toLocaleString()}
      </span>
    </Card>
  );
}
