import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { useMe } from '#web/features/auth';
import { useOrgToday } from '#web/features/calling';
import { errorMessage } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { useDailyActivity } from '../api/get-daily-activity';
import { percentOf, TARGET_FIGURES } from './target-figures';

/** The agent's own figures for today against the daily targets, as progress bars (issue 14). */
export function DailyProgress() {
  const me = useMe().data;
  const today = useOrgToday();
  const activity = useDailyActivity(today, me?.id);
  const mine = activity.data?.agents.find((a) => a.agentId === me?.id);

  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Today's targets</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(activity.error)}
          </p>
        ) : !activity.data ? (
          <Loading label="Loading today's figures..." />
        ) : (
          <ul
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
            aria-label="Progress towards today's targets"
          >
            {TARGET_FIGURES.map(({ key, label }) => {
              const value = mine?.[key] ?? 0;
              const target = activity.data.targets[key];
              const percent = percentOf(value, target);
              return (
                <li key={key} className="grid gap-1">
                  <div className="flex items-baseline justify-between text-sm">
                    <span id={`progress-${key}`} className="font-medium">
                      {label}
                    </span>
                    <span data-testid={`progress-${key}`}>
                      {value.toLocaleString()} / {target.toLocaleString()}
                      {percent >= 100 ? ' ✓' : ''}
                    </span>
                  </div>
                  <div
                    role="progressbar"
                    aria-labelledby={`progress-${key}`}
                    aria-valuemin={0}
                    aria-valuemax={target}
                    aria-valuenow={Math.min(value, target)}
                    aria-valuetext={`${value} of ${target}`}
                    className="h-2.5 overflow-hidden rounded-full bg-muted"
                  >
                    <div
                      className={cn(
                        'h-full rounded-full',
                        percent >= 100 ? 'bg-emerald-600' : 'bg-brand-600',
                      )}
                      style={{ width: `${percent}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
