import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CLIENT_STATUSES, STATUS_INFO } from '#shared/domain';
import type { AdminOverview, AgentPerformance } from '#shared/schemas/agents';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';

type Props = { overview: AdminOverview; performance: AgentPerformance[] };

/** An axis label that fits its 110 px; the tooltip shows the whole name. */
function shortLabel(label: string): string {
  return label.length > 16 ? `${label.slice(0, 15)}…` : label;
}

type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

/**
 * A status name on one line. Recharts' own tick wraps two-word names, having measured them at a
 * larger font size than the one drawn; every status name fits the axis at 11 px. In the theme's
 * muted text colour, as the other axes are (a fixed grey read at 3:1 on the dark theme's cards).
 */
function StatusTick({ x, y, payload }: TickProps) {
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fontSize={11} className="fill-muted-foreground">
      {String(payload?.value ?? '')}
    </text>
  );
}

/**
 * A single series' tooltip line in the theme's text colour: Recharts writes it in the bar's colour,
 * which reads at under 4.5:1 on the dark theme's card.
 */
const TOOLTIP_ITEM = { color: 'var(--foreground)' };

/** Clients per pipeline status and conversion per agent; loaded with its own chunk. */
export default function AdminCharts({ overview, performance }: Props) {
  const counts = new Map(overview.byStatus.map((s) => [s.status, s.count]));
  const pipeline = CLIENT_STATUSES.map((s) => ({
    status: STATUS_INFO[s].label,
    clients: counts.get(s) ?? 0,
  }));
  const rates = performance.slice(0, 15).map((p) => ({ agent: p.name, rate: p.conversionRate }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Clients per pipeline status</CardTitle>
        </CardHeader>
        <CardContent className="h-80" role="img" aria-label="Bar chart of clients per pipeline status">
          <ResponsiveContainer width="100%" height="100%">
            {/* Bars run sideways so every status name sits level and whole, even on a phone. */}
            <BarChart data={pipeline} layout="vertical" margin={{ left: 8, right: 16 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
              <YAxis type="category" dataKey="status" width={120} interval={0} tick={StatusTick} />
              <Tooltip itemStyle={TOOLTIP_ITEM} />
              <Bar dataKey="clients" name="Clients" fill="#3b6ef6" radius={[0, 4, 4, 0]} maxBarSize={28} />
            </BarChart>
          </ResponsiveContainer>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Conversion rate per agent (%)</CardTitle>
        </CardHeader>
        <CardContent className="h-72" role="img" aria-label="Bar chart of conversion rate per agent">
          {rates.length === 0 ? (
            <p className="py-16 text-center text-sm text-muted-foreground">No agents yet.</p>
          ) : (
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={rates} layout="vertical" margin={{ left: 8, right: 16 }}>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" domain={[0, 100]} tick={{ fontSize: 11 }} />
                <YAxis
                  type="category"
                  dataKey="agent"
                  width={110}
                  tick={{ fontSize: 11 }}
                  tickFormatter={shortLabel}
                />
                <Tooltip formatter={(value) => `${value}%`} itemStyle={TOOLTIP_ITEM} />
                <Bar dataKey="rate" name="Conversion" fill="#10b981" radius={[0, 4, 4, 0]} maxBarSize={28} />
              </BarChart>
            </ResponsiveContainer>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
