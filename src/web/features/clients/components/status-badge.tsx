import { statusBadge } from '#shared/domain';
import { Badge } from '#web/components/ui/badge';

/** The coloured status badge; legacy 'forwarded' and unknown statuses are handled (spec §4). */
export function StatusBadge({ status }: { status: string }) {
  const { label, badgeClass } = statusBadge(status);
  return <Badge className={badgeClass}>{label}</Badge>;
}
