import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { PLAN_IDS, type PlanId } from '#shared/domain';
import { ChartLegendText } from '#web/components/ui/chart-legend-text';

import { PLAN_COLOURS, PLAN_NAMES, SERIES_COLOURS } from '../utils/series';

export type ConversionSeries = { key: string; name: string };
export type WeekPoint = { week: string } & Record<string, number | string | null>;

/** A name that fits the legend at phone width; the tooltip shows the whole name. */
const shortName = (name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name);

/** Weekly conversion rate, one line per agent shown. */
export function ConversionChart({ data, series }: { data: WeekPoint[]; series: ConversionSeries[] }) {
  return (
    <div className="h-72 w-full" role="img" aria-label="Line chart of the weekly conversion rate per agent">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="week" fontSize={11} minTickGap={12} />
          <YAxis fontSize={11} width={44} unit="%" domain={[0, 100]} />
          <Tooltip formatter={(value) => `${value}%`} />
          <Legend formatter={(value: string) => <ChartLegendText>{shortName(value)}</ChartLegendText>} />
          {series.map((s, i) => (
            <Line
              key={s.key}
              type="linear"
              dataKey={s.key}
              name={s.name}
              stroke={SERIES_COLOURS[i % SERIES_COLOURS.length]}
              strokeWidth={2}
              dot={data.length <= 1}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export type RevenueWeek = { week: string } & Record<PlanId, number>;

/** Invoice totals per week, stacked by plan. */
export function RevenueChart({ data }: { data: RevenueWeek[] }) {
  return (
    <div
      className="h-72 w-full"
      role="img"
      aria-label="Stacked bar chart of invoice totals per week and plan"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 12, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="week" fontSize={11} minTickGap={12} />
          <YAxis fontSize={11} width={56} tickFormatter={(v: number) => `$${v.toLocaleString('en-US')}`} />
          <Tooltip
            formatter={(value) => `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`}
          />
          <Legend formatter={(value: string) => <ChartLegendText>{value}</ChartLegendText>} />
          {PLAN_IDS.map((plan) => (
            <Bar
              key={plan}
              dataKey={plan}
              name={PLAN_NAMES[plan]}
              isAnimationActive={false}
              stackId="plans"
              fill={PLAN_COLOURS[plan]}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
