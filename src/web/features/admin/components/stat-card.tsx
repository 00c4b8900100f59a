import type { LucideIcon } from 'lucide-react';
import { Card } from '#web/components/ui/card';

/** A figure never breaks inside itself: it shrinks on narrow cards and the icon gives way first. */
export function StatCard({ label, value, icon: Icon }: { label: string; value: number; icon: LucideIcon }) {
  return (
    <Card className="flex items-center justify-between gap-2 p-4">
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <p
          className="text-2xl font-bold whitespace-nowrap tabular-nums sm:text-3xl"
          data-testid={`admin-stat-${label}`}
        >
          {value.toLocaleString()}
        </p>
      </div>
      <Icon className="hidden size-8 shrink-0 text-brand-500 min-[420px]:block" aria-hidden />
    </Card>
  );
}
