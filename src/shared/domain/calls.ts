import type { ClientStatus } from './statuses';

/** Call outcomes an agent logs (issue 14), with their labels and what each one means. */
export const CALL_OUTCOMES = [
  'no-answer',
  'busy',
  'voicemail',
  'wrong-number',
  'connected',
  'meeting-held',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

type OutcomeInfo = {
  label: string;
  /** The agent spoke with the client: counted as connected in the daily figures. */
  connected: boolean;
  /** A Google Meet took place: counted as a meeting. */
  meeting: boolean;
  /** Nobody answered: the call panel suggests a retry after the admin's delay for it. */
  suggestsRetry: boolean;
  /** The number is wrong: the follow-up is cleared. */
  clearsFollowUp: boolean;
};

const info = (label: string, flags: Partial<Omit<OutcomeInfo, 'label'>> = {}): OutcomeInfo => ({
  label,
  connected: false,
  meeting: false,
  suggestsRetry: false,
  clearsFollowUp: false,
  ...flags,
});

/** In CALL_OUTCOMES order, which is also the call panel's keys 1–6. */
export const CALL_OUTCOME_INFO: Record<CallOutcome, OutcomeInfo> = {
  'no-answer': info('No answer', { suggestsRetry: true }),
  busy: info('Busy', { suggestsRetry: true }),
  voicemail: info('Voicemail', { suggestsRetry: true }),
  'wrong-number': info('Wrong number', { clearsFollowUp: true }),
  connected: info('Connected', { connected: true }),
  'meeting-held': info('Meeting held', { connected: true, meeting: true }),
};

/** Outcomes after which a retry is suggested; their delays are admin settings (section `calling`). */
export const RETRY_OUTCOMES = ['no-answer', 'busy', 'voicemail'] as const satisfies readonly CallOutcome[];
export type RetryOutcome = (typeof RETRY_OUTCOMES)[number];

export const CONNECTED_OUTCOMES: readonly CallOutcome[] = CALL_OUTCOMES.filter(
  (o) => CALL_OUTCOME_INFO[o].connected,
);
export const MEETING_OUTCOMES: readonly CallOutcome[] = CALL_OUTCOMES.filter(
  (o) => CALL_OUTCOME_INFO[o].meeting,
);

/** Longest call that can be logged: four hours. */
export const MAX_CALL_DURATION_SECONDS = 14_400;

export function isCallOutcome(value: unknown): value is CallOutcome {
  return typeof value === 'string' && (CALL_OUTCOMES as readonly string[]).includes(value);
}

/** The suggested follow-up after `outcome`, or null when the outcome suggests none. */
export function suggestedFollowUp(
  outcome: CallOutcome,
  retryMinutes: Record<RetryOutcome, number>,
  now: Date = new Date(),
): Date | null {
  if (!(RETRY_OUTCOMES as readonly string[]).includes(outcome)) return null;
  return new Date(now.getTime() + retryMinutes[outcome as RetryOutcome] * 60_000);
}

/** Statuses that can go idle (open pipeline statuses), in pipeline order. */
export const IDLE_STATUSES = [
  'new-client',
  'ringing',
  'interested',
  'invoice-sent',
  'account-details',
  'pending-activation',
] as const satisfies readonly ClientStatus[];
export type IdleStatus = (typeof IDLE_STATUSES)[number];
