import type { AdminOverview } from '#shared/schemas/agents';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/lib/cn';

/** Per agent: clients gone idle and follow-ups past due (issue 14), so a manager sees who is behind. */
export function AgentFollowUpTable({ agents }: { agents: AdminOverview['agents'] }) {
  if (agents.length === 0) return null;
  return (
    <section aria-labelledby="follow-ups-title" className="grid gap-3">
      <h2 id="follow-ups-title" className="text-lg font-semibold">
        Idle clients and overdue follow-ups
      </h2>
      <Card className="relative overflow-x-auto p-0">
        <table className="w-full text-sm" data-testid="agent-follow-ups">
          <thead className="bg-subtle text-left text-xs uppercase text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Agent
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Idle
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Overdue
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {agents.map((a) => (
              <tr key={a.agentId}>
                <th scope="row" className="px-4 py-2 text-left font-medium">
                  {a.agentName}
                </th>
                <td className={cn('px-4 py-2 text-right tabular-nums', a.idle > 0 && 'font-semibold')}>
                  {a.idle.toLocaleString()}
                </td>
                <td
                  className={cn(
                    'px-4 py-2 text-right tabular-nums',
                    a.overdue > 0 && 'font-semibold text-danger',
                  )}
                >
                  {a.overdue.toLocaleString()}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </section>
  );
}
