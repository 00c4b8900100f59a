import { NavLink } from 'react-router';
import { cn } from '#web/lib/cn';

const TABS = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/clients', label: 'All Clients', end: false },
  { to: '/admin/board', label: 'Pipeline Board', end: false },
  { to: '/admin/agents', label: 'Manage Agents', end: false },
  { to: '/admin/activity', label: 'Activity', end: false },
  { to: '/admin/reports', label: 'Reports', end: false },
  { to: '/admin/audit', label: 'Audit Log', end: false },
  { to: '/admin/intake-forms', label: 'Intake Forms', end: false },
  { to: '/admin/webhooks', label: 'Webhooks', end: false },
  { to: '/admin/api-tokens', label: 'API Tokens', end: false },
  { to: '/admin/settings', label: 'Settings', end: false },
];

/** Overview / All Clients / Manage Agents (spec §2 Admin overview), then the audit log and settings (issue 13) and the daily activity (issue 14). */
export function AdminTabs() {
  return (
    <nav aria-label="Admin sections" className="flex gap-1 overflow-x-auto rounded-lg bg-muted p-1">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            cn(
              'whitespace-nowrap rounded-md px-4 py-2 text-sm font-medium',
              isActive ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
