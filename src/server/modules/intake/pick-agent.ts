import type { AdmittedForm } from './admit-submission';

/** Who receives a new lead: the one agent, the next in turn, or the least loaded; null when none is left. */
export function pickAgent(form: AdmittedForm): string | null {
  const live = form.liveAgentIds ?? [];
  if (live.length === 0) return null;
  if (form.targetMode === 'least-loaded') return form.leastLoaded ?? live[0] ?? null;
  if (form.targetMode === 'round-robin') {
    const turn = Math.max((form.handedOut ?? 1) - 1, 0);
    return live[turn % live.length] ?? null;
  }
  return live[0] ?? null;
}

export const TARGET_LABELS: Record<AdmittedForm['targetMode'], string> = {
  agent: 'one agent',
  'round-robin': 'round robin',
  'least-loaded': 'least loaded',
};
