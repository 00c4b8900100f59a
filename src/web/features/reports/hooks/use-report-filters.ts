import { useSearchParams } from 'react-router';
import { useOrgToday } from '#web/features/calling';
import { type DayRange, DEFAULT_PRESET, presetRange } from '../utils/date-range';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type ReportFilters = {
  /** The organisation's calendar day; undefined until the settings have loaded. */
  today: string | undefined;
  /** The period shown: the address's `from` and `to`, or the default preset. */
  range: DayRange | undefined;
  /** The admin's agent filter (`agentId`), '' for every agent. */
  agentId: string;
  setRange: (range: DayRange) => void;
  setAgentId: (agentId: string) => void;
};

/**
 * The page's period and agent filter, kept in the address (`?from&to&agentId`) so a link shows
 * the same figures and a reload keeps them. The server checks the period and says what is wrong.
 */
export function useReportFilters(): ReportFilters {
  const today = useOrgToday();
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const named = CALENDAR_DAY.test(from) && CALENDAR_DAY.test(to);
  const range = named ? { from, to } : today ? presetRange(DEFAULT_PRESET, today) : undefined;

  const update = (changes: Record<string, string>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return {
    today,
    range,
    agentId: params.get('agentId') ?? '',
    setRange: ({ from, to }) => update({ from, to }),
    // The period shown goes into the address with the agent, so the link names both.
    setAgentId: (agentId) => update({ ...range, agentId }),
  };
}
