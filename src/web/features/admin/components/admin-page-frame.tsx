import type { ReactNode } from 'react';
import { AdminTabs, DashboardHeader } from '#web/features/layout';

/** The header and tabs every /admin screen shares. */
export function AdminPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <DashboardHeader title="Admin Dashboard" subtitle="System overview and management" />
      <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
        <AdminTabs />
        {children}
      </main>
    </div>
  );
}
