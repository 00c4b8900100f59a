import { useId } from 'react';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { AgentFilter } from '#web/features/agents';
import { cn } from '#web/lib/cn';
import { type DayRange, matchingPreset, presetRange, REPORT_PRESETS } from '../utils/date-range';

type Props = {
  today: string;
  range: DayRange;
  onRange: (range: DayRange) => void;
  /** The admin's agent filter ('' for every agent); absent for an agent, who sees only their own figures. */
  agent?: { value: string; onChange: (agentId: string) => void };
  /** The server's reason for refusing the period or the agent. */
  refusal?: { message: string; ofAgent: boolean };
};

/** The period (presets or two days) and, for an admin, the agent; they apply to every report. */
export function RangePicker({ today, range, onRange, agent, refusal }: Props) {
  const agentId = useId();
  const errorId = useId();
  const active = matchingPreset(range, today);
  return (
    <div className="grid gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Period presets</legend>
        {REPORT_PRESETS.map((preset) => (
          <button
            key={preset.id}
            type="button"
            aria-pressed={active === preset.id}
            onClick={() => onRange(presetRange(preset.id, today))}
            className={cn(
              'h-9 cursor-pointer rounded-md border px-3 text-sm font-medium whitespace-nowrap',
              active === preset.id
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-input bg-card text-soft-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            {preset.label}
          </button>
        ))}
      </fieldset>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <DayField
          label="From"
          value={range.from}
          errorId={refusal && !refusal.ofAgent ? errorId : undefined}
          onDay={(from) => onRange({ from, to: range.to })}
        />
        <DayField
          label="To"
          value={range.to}
          errorId={refusal && !refusal.ofAgent ? errorId : undefined}
          onDay={(to) => onRange({ from: range.from, to })}
        />
        {agent ? (
          <div className="col-span-2 grid min-w-0 gap-1.5 sm:w-64">
            <Label htmlFor={agentId}>Agent</Label>
            <AgentFilter
              id={agentId}
              value={agent.value}
              onValueChange={agent.onChange}
              allValue=""
              withUnassigned={false}
            />
          </div>
        ) : null}
      </div>
      {refusal ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {refusal.message}
        </p>
      ) : null}
    </div>
  );
}

type DayFieldProps = {
  label: string;
  value: string;
  /** The refusal's message, when the server refused the period. */
  errorId: string | undefined;
  onDay: (day: string) => void;
};

/** One end of the period; a day cleared or half typed changes nothing. */
function DayField({ label, value, errorId, onDay }: DayFieldProps) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5 sm:w-44">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        className="min-w-0"
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => e.target.value && onDay(e.target.value)}
      />
    </div>
  );
}
