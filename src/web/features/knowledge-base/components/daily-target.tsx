import type { ReactNode } from 'react';
import type { CallingSettings } from '#shared/schemas/settings';
import { useDailyTargets } from '../api/get-daily-targets';

type Props = {
  name: string /** Shown times this many days (a monthly figure). */;
  days: number;
  children?: ReactNode;
};

const isTarget = (name: string): name is keyof CallingSettings['targets'] =>
  ['dials', 'connected', 'talkMinutes', 'meetings'].includes(name);

/**
 * A daily target in a page's text (or `days` times it), as the admin set it; the build's default shows until the
 * settings arrive, or if they cannot be read.
 */
export function DailyTarget({ name, days, children }: Props) {
  const targets = useDailyTargets().data;
  const value = targets && isTarget(name) ? targets[name] * days : undefined;
  return <span data-kb-target={name}>{value === undefined ? children : value.toLocaleString('en-US')}</span>;
}
