import type { DailyActivity } from '#shared/schemas/activity';

export type TargetKey = keyof DailyActivity['targets'];

/** The four daily figures in the executive protocol's order, with their names. */
export const TARGET_FIGURES: { key: TargetKey; label: string }[] = [
  { key: 'dials', label: 'Dials' },
  { key: 'connected', label: 'Connected' },
  { key: 'talkMinutes', label: 'Talk minutes' },
  { key: 'meetings', label: 'Meetings' },
];

/** How far a figure is towards its target, 0–100 (a target of 0 counts as met). */
export function percentOf(value: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.round((value / target) * 100));
}
