import { DashboardHeader } from '../layout/dashboard-header';

export function AdminOverviewPage() {
  return (
    <div className="min-h-screen">
      <DashboardHeader title="Admin Dashboard" subtitle="System overview and management" />
      <main className="mx-auto max-w-7xl px-4 py-6" />
    </div>
  );
}
