import { AdminSubpageLayout } from '#web/features/layout';
import { ReportsView } from './reports-view';

/** /agent/reports: the agent's own figures for a period (issue 16). */
export function AgentReportsPage() {
  return (
    <AdminSubpageLayout
      back="/agent"
      title="My reports"
      description="Your funnel, time in status, conversion, revenue and calls for a period."
    >
      <ReportsView />
    </AdminSubpageLayout>
  );
}
