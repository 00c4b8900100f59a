import type { LucideIcon } from 'lucide-react';
import { Card } from '#web/components/ui/card';

export function StatCard({ label, value, icon: Icon }: { label: string; value: number; icon: LucideIcon }) {
  return (
    <Card className="flex items-center justify-between p-4">
      <div>
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <p className="text-3xl font-bold" data-testid={`admin-stat-${label}`}>
          {value.toLocaleString()}
        </p>
      </div>
      <Icon className="size-8 text-brand-500" aria-hidden />
    </Card>
  );
}
