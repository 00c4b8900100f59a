import { CALL_OUTCOME_INFO, isCallOutcome } from '#shared/domain';

/** An outcome's label; an outcome this build does not know shows as stored. */
export function outcomeLabel(outcome: string): string {
  return isCallOutcome(outcome) ? CALL_OUTCOME_INFO[outcome].label : outcome;
}
