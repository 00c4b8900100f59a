import type { PlanId } from '#shared/domain';

/** Mid-tone colours that read on the light and the dark card alike, one per line shown. */
export const SERIES_COLOURS = [
  '#3b6ef6',
  '#059669',
  '#d97706',
  '#db2777',
  '#7c3aed',
  '#0891b2',
  '#65a30d',
  '#dc2626',
];

export const PLAN_COLOURS: Record<PlanId, string> = {
  basic: '#3b6ef6',
  advance: '#059669',
  custom: '#d97706',
};
export const PLAN_NAMES: Record<PlanId, string> = { basic: 'Basic', advance: 'Advance', custom: 'Custom' };
