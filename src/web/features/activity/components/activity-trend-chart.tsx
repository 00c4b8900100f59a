import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyActivity } from '#shared/schemas/activity';
import { ChartLegendText } from '#web/components/ui/chart-legend-text';
import { shortDay } from '#web/lib/org-date';
import { TARGET_FIGURES } from './target-figures';

const COLOURS = { dials: '#2563eb', connected: '#059669', talkMinutes: '#d97706', meetings: '#9333ea' };

type Props = { days: readonly DailyActivity[]; agentId: string };

/** One agent's four figures over the days given; its own chunk, so Recharts loads only here. */
export default function ActivityTrendChart({ days, agentId }: Props) {
  const data = days.map((day) => {
    const agent = day.agents.find((a) => a.agentId === agentId);
    return {
      day: shortDay(day.date),
      ...Object.fromEntries(TARGET_FIGURES.map(({ key }) => [key, agent?.[key] ?? 0])),
    };
  });
  return (
    <div className="h-72 w-full" data-testid="activity-trend-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" fontSize={11} />
          <YAxis allowDecimals={false} fontSize={11} width={40} />
          <Tooltip />
          <Legend formatter={(value: string) => <ChartLegendText>{value}</ChartLegendText>} />
          {TARGET_FIGURES.map(({ key, label }) => (
            <Line key={key} type="linear" dataKey={key} name={label} stroke={COLOURS[key]} dot={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
