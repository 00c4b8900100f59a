import type { DailyActivity } from '#shared/schemas/activity';
import { cn } from '#web/lib/cn';
import { percentOf, TARGET_FIGURES } from './target-figures';

/** Every agent's figures for one day against the targets; a met target says so in words too. */
export function DailyTargetsTable({ activity }: { activity: DailyActivity }) {
  if (activity.agents.length === 0) {
    return <p className="text-sm text-muted-foreground">No agents yet.</p>;
  }
  return (
    // A phone scrolls the table sideways; the region takes the focus so a keyboard can scroll it too.
    <section
      aria-label={`Calls per agent on ${activity.date}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-border"
    >
      <table className="w-full min-w-[36rem] text-sm" data-testid="daily-targets-table">
        <caption className="sr-only">
          Calls per agent on {activity.date} ({activity.timeZone})
        </caption>
        <thead className="bg-muted text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Agent
            </th>
            {TARGET_FIGURES.map(({ key, label }) => (
              <th key={key} scope="col" className="px-3 py-2 text-right font-semibold">
                {label}
                <span className="block text-xs font-normal text-muted-foreground">
                  target {activity.targets[key].toLocaleString()}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {activity.agents.map((agent) => (
            <tr key={agent.agentId} className="border-t border-border">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {agent.agentName}
              </th>
              {TARGET_FIGURES.map(({ key }) => {
                const met = percentOf(agent[key], activity.targets[key]) >= 100;
                return (
                  <td
                    key={key}
                    className={cn(
                      'px-3 py-2 text-right tabular-nums',
                      met ? 'font-semibold text-emerald-700 dark:text-emerald-400' : null,
                    )}
                  >
                    {agent[key].toLocaleString()}
                    {met ? <span className="sr-only"> (target met)</span> : null}
                    {met ? <span aria-hidden> ✓</span> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
