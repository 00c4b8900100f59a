import { MESSAGES } from '#shared/domain';
import { useAgentOptions } from '#web/features/agents';
import { AdminSubpageLayout } from '#web/features/layout';
import { useErrorToast } from '#web/lib/use-error-toast';
import { ReportsView } from './reports-view';

/** /admin/reports: the manager's reports for a period, for every agent or one (issue 16). */
export function AdminReportsPage() {
  const agents = useAgentOptions();
  useErrorToast(agents.error, MESSAGES.errorFetchingAgents.title);
  return (
    <AdminSubpageLayout
      title="Reports"
      description="Funnel, time in status, conversion, revenue and the leaderboard for a period."
    >
      <ReportsView agents={agents.options} />
    </AdminSubpageLayout>
  );
}
