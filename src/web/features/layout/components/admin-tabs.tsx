import { NavLink } from 'react-router';
import { ADMIN_SECTIONS } from '#web/lib/admin-sections';
import { cn } from '#web/lib/cn';

/** Overview / All Clients / Manage Agents (spec §2 Admin overview), then the audit log and settings (issue 13) and the daily activity (issue 14). */
export function AdminTabs() {
  return (
    // The tabs wrap rather than scroll: a row scrolled sideways hid the later sections, the open one
    // too, with nothing to say they were there.
    <nav aria-label="Admin sections" className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
      {ADMIN_SECTIONS.map((tab) => (
        <NavLink
          key={tab.path}
          to={tab.path}
          // The overview is lit only on /admin itself, every other tab on its pages too.
          end={tab.path === '/admin'}
          className={({ isActive }) =>
            cn(
              'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium sm:px-4',
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
