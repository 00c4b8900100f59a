import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { SecurityAlert } from '#shared/schemas/audit';
import { formatDateTime } from '#web/lib/format';
import { useSecurityAlerts } from '../api/get-security-alerts';

function alertText(alert: SecurityAlert): string {
  const what =
    alert.kind === 'export'
      ? `exported ${alert.count.toLocaleString()} rows`
      : `revealed ${alert.count.toLocaleString()} trading passwords`;
  return `${alert.actorName} ${what} since ${formatDateTime(alert.since)}.`;
}

/** The overview's notice of unusual exports or reveals in the last 24 hours (issue 13). */
export function SecurityAlertsNotice() {
  const alerts = useSecurityAlerts();
  const items = alerts.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="security-alerts-title"
      className="flex gap-3 rounded-lg border border-warning-border bg-warning-subtle p-4 text-sm"
    >
      <TriangleAlert className="size-5 shrink-0" aria-hidden />
      <div className="grid min-w-0 gap-1">
        <h2 id="security-alerts-title" className="font-semibold">
          Unusual activity in the last 24 hours
        </h2>
        <ul className="grid gap-0.5">
          {items.map((alert) => (
            <li key={`${alert.kind}-${alert.actorId ?? alert.actorName}`}>{alertText(alert)}</li>
          ))}
        </ul>
        <Link to="/admin/audit" className="font-medium text-link hover:underline">
          Open the audit log
        </Link>
      </div>
    </section>
  );
}
