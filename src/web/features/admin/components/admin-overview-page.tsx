import { BellRing, FileText, Star, UserCheck, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { MESSAGES } from '#shared/domain';
import { Card } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { AdminTabs, DashboardHeader } from '#web/features/layout';
import { useErrorToast } from '#web/lib/use-error-toast';
import { useAdminOverview } from '../api/get-admin-overview';
import { useAgentPerformance } from '../api/get-agent-performance';
import { AgentFollowUpTable } from './agent-follow-up-table';
import { SecurityAlertsNotice } from './security-alerts-notice';
import { StatCard } from './stat-card';

const AdminCharts = lazy(() => import('./admin-charts'));

/** /admin: stat cards, charts and agent performance, all aggregated on the server (spec §2). */
export function AdminOverviewPage() {
  const overview = useAdminOverview();
  const performance = useAgentPerformance();
  const error = overview.error ?? performance.error;
  useErrorToast(error, 'Error loading admin data');

  return (
    <div className="min-h-screen">
      <DashboardHeader title="Admin Dashboard" subtitle="System overview and management" />
      <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
        <AdminTabs />
        <SecurityAlertsNotice />
        {overview.isPending || performance.isPending ? (
          <Loading label="Loading admin data..." />
        ) : overview.data && performance.data ? (
          <>
            <section aria-label="Statistics" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
              <StatCard label="Total Agents" value={overview.data.totalAgents} icon={UserCheck} />
              <StatCard label="Total Clients" value={overview.data.totalClients} icon={Users} />
              <StatCard label="Ringing" value={overview.data.ringing} icon={BellRing} />
              <StatCard label="Interested" value={overview.data.interested} icon={Star} />
              <StatCard label="Invoice Sent" value={overview.data.invoiceSent} icon={FileText} />
            </section>
            <Suspense fallback={<Loading label="Loading charts..." />}>
              <AdminCharts overview={overview.data} performance={performance.data.items} />
            </Suspense>
            <AgentFollowUpTable agents={overview.data.agents} />
            <section aria-labelledby="performance-title" className="grid gap-3">
              <h2 id="performance-title" className="text-lg font-semibold">
                Agent Performance
              </h2>
              {performance.data.items.length === 0 ? (
                <Card className="p-6 text-center text-sm text-muted-foreground">
                  No agents yet. Invite one from Manage Agents.
                </Card>
              ) : (
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {performance.data.items.map((p) => (
                    <Card key={p.agentId} className="p-4" data-testid="agent-performance">
                      <p dir="auto" className="font-semibold wrap-anywhere">
                        {p.name}
                      </p>
                      <p className="text-sm text-muted-foreground">{p.email}</p>
                      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
                        <div>
                          <dt className="text-xs text-muted-foreground">Clients</dt>
                          <dd className="text-lg font-bold">{p.totalClients}</dd>
                        </div>
                        <div>
                          <dt className="text-xs text-muted-foreground">Converted</dt>
                          <dd className="text-lg font-bold">{p.converted}</dd>
                        </div>
                        <div>
                          <dt className="text-xs text-muted-foreground">Rate</dt>
                          <dd className="text-lg font-bold">{p.conversionRate.toFixed(1)}%</dd>
                        </div>
                      </dl>
                    </Card>
                  ))}
                </div>
              )}
            </section>
          </>
        ) : (
          <Card className="p-6 text-center text-sm text-muted-foreground">{MESSAGES.somethingWentWrong}</Card>
        )}
      </main>
    </div>
  );
}
