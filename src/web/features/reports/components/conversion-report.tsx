import { lazy, Suspense, useState } from 'react';
import type { ConversionReport } from '#shared/schemas/reports';
import { Loading } from '#web/components/ui/loading';
import { shortDay } from '#web/lib/org-date';
import { figureColumn, type ReportColumn, tableCsv } from '../utils/report-columns';
import { SERIES_COLOURS } from '../utils/series';
import { ReportCard, type ReportProps } from './report-card';
import { ReportTable } from './report-table';

// Recharts loads with the first chart drawn, not with the page (DESIGN §8).
const ConversionChart = lazy(() => import('./report-charts').then((m) => ({ default: m.ConversionChart })));

/** Lines drawn at first: the agents with the most conversions. */
const FIRST_SHOWN = 5;
/** More lines than this no longer read apart. */
const MOST_SHOWN = SERIES_COLOURS.length;

type Agent = ConversionReport['agents'][number];
type Row = Agent['weeks'][number] & { agentName: string };

const COLUMNS: ReportColumn<Row>[] = [
  { key: 'week', header: 'Week starting', value: (r) => r.weekStart },
  { key: 'agent', header: 'Agent', value: (r) => r.agentName },
  figureColumn('clients', 'Clients', (r) => r.clients),
  figureColumn('converted', 'Converted', (r) => r.converted),
  figureColumn('rate', 'Rate', (r) => r.rate, 'percent'),
];

/** Agents with the most conversions first, then the most clients, then by name. */
function ranked(agents: readonly Agent[]): Agent[] {
  const total = (a: Agent, key: 'clients' | 'converted') => a.weeks.reduce((sum, w) => sum + w[key], 0);
  return [...agents].sort(
    (a, b) =>
      total(b, 'converted') - total(a, 'converted') ||
      total(b, 'clients') - total(a, 'clients') ||
      a.agentName.localeCompare(b.agentName),
  );
}

/** The shown agents' weeks, week by week. */
function tableRows(shown: readonly Agent[]): Row[] {
  return shown
    .flatMap((a) => a.weeks.map((w) => ({ ...w, agentName: a.agentName })))
    .sort((x, y) => x.weekStart.localeCompare(y.weekStart));
}

/** Weekly conversion rate per agent: the leaders at first, others chosen from a list. */
export function ConversionReportCard({ report, help, fileName }: ReportProps<ConversionReport>) {
  const [chosen, setChosen] = useState<string[] | null>(null);
  const shownOf = (data: ConversionReport) => {
    const all = ranked(data.agents);
    const ids = chosen ?? all.slice(0, FIRST_SHOWN).map((a) => a.agentId);
    return { all, shown: all.filter((a) => ids.includes(a.agentId)) };
  };
  return (
    <ReportCard
      id="conversion"
      title="Conversion over time"
      help={help}
      report={report}
      isEmpty={(data) => data.agents.every((a) => a.weeks.every((w) => w.clients === 0))}
      csv={(data) => ({ fileName, text: tableCsv(COLUMNS, tableRows(shownOf(data).shown)) })}
    >
      {(data) => {
        const { all, shown } = shownOf(data);
        const weeks = [...new Set(all.flatMap((a) => a.weeks.map((w) => w.weekStart)))].sort();
        const points = weeks.map((week) => ({
          week: shortDay(week),
          ...Object.fromEntries(
            shown.map((a, i) => [`agent${i}`, a.weeks.find((w) => w.weekStart === week)?.rate ?? null]),
          ),
        }));
        const toggle = (agentId: string, on: boolean) => {
          const ids = shown.map((a) => a.agentId);
          setChosen(on ? [...ids, agentId] : ids.filter((id) => id !== agentId));
        };
        return (
          <div className="grid gap-4">
            {all.length > 1 ? <AgentPicker all={all} shown={shown} onToggle={toggle} /> : null}
            {shown.length === 0 ? (
              <p className="py-8 text-center text-sm text-muted-foreground">Choose an agent to draw.</p>
            ) : (
              <Suspense fallback={<Loading label="Loading chart..." />}>
                <ConversionChart
                  data={points}
                  series={shown.map((a, i) => ({ key: `agent${i}`, name: a.agentName }))}
                />
              </Suspense>
            )}
            <details className="group">
              <summary className="cursor-pointer text-sm font-medium text-link">Weekly figures</summary>
              <div className="mt-3">
                <ReportTable
                  caption="Weekly conversion per agent shown"
                  columns={COLUMNS}
                  rows={tableRows(shown)}
                  rowKey={(r) => `${r.weekStart}-${r.agentName}`}
                  testId="conversion-table"
                />
              </div>
            </details>
          </div>
        );
      }}
    </ReportCard>
  );
}

type PickerProps = { all: Agent[]; shown: Agent[]; onToggle: (agentId: string, on: boolean) => void };

/** Which agents the chart draws, most conversions first; at most one line per colour. */
function AgentPicker({ all, shown, onToggle }: PickerProps) {
  const full = shown.length >= MOST_SHOWN;
  return (
    <details className="rounded-lg border border-border" open={all.length <= FIRST_SHOWN}>
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
        Agents on the chart ({shown.length} of {all.length})
      </summary>
      <fieldset className="grid max-h-56 gap-1 overflow-y-auto px-3 pb-3 sm:grid-cols-2">
        <legend className="sr-only">Agents on the chart, at most {MOST_SHOWN}</legend>
        {all.map((agent) => {
          const index = shown.indexOf(agent);
          const on = index >= 0;
          return (
            <label key={agent.agentId} className="flex min-w-0 items-center gap-2 py-1 text-sm">
              <input
                type="checkbox"
                checked={on}
                disabled={!on && full}
                onChange={(e) => onToggle(agent.agentId, e.target.checked)}
                className="size-4 shrink-0 accent-brand-600"
              />
              <span
                aria-hidden
                className="size-3 shrink-0 rounded-full border border-border"
                style={on ? { backgroundColor: SERIES_COLOURS[index % SERIES_COLOURS.length] } : undefined}
              />
              <span className="min-w-0 wrap-anywhere">{agent.agentName}</span>
            </label>
          );
        })}
      </fieldset>
    </details>
  );
}
