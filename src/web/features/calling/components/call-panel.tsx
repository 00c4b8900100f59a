import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CALL_OUTCOMES, type CallOutcome, MESSAGES } from '#shared/domain';
import type { LogCallAnswer, LogCallBody } from '#shared/schemas/calls';
import type { Client } from '#shared/schemas/clients';
import { Button } from '#web/components/ui/button';
import { Input, Textarea } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { ApiError, errorMessage } from '#web/lib/api';
import { fromPickerValue, isPastFollowUp, minutesFrom, toPickerValue } from '#web/lib/date-time-picker';
import { useIdempotencyKeys } from '#web/lib/idempotency-key';
import { useSingleFlight } from '#web/lib/use-single-flight';
import { useLogCall } from '../api/log-call';
import { durationSeconds } from './call-duration';
import { OutcomeButtons } from './outcome-buttons';

/** When `N` asks for a follow-up and the outcome suggests none: the same time tomorrow. */
const DEFAULT_FOLLOW_UP_MINUTES = 24 * 60;
const MAX_DURATION_MINUTES = 240;

type Props = {
  client: Client;
  /** The admin's retry delay per outcome that suggests one (no answer, busy, voicemail). */
  retryMinutes: Partial<Record<CallOutcome, number>>;
  submitLabel: string;
  onLogged: (answer: LogCallAnswer) => Promise<void> | void;
  onCancel: () => void;
  /** Told whether anything is chosen or typed that a close would lose. */
  onDirtyChange?: (dirty: boolean) => void;
};

type Errors = Partial<Record<'outcome' | 'durationSeconds' | 'note' | 'nextFollowUpAt' | 'form', string>>;

const isTyping = (target: EventTarget) =>
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio');

/**
 * Logs one call (issue 14): an outcome by click, tap or key 1–6, a duration, a note and the next
 * follow-up. No answer, busy and voicemail fill in the admin's retry delay, which the agent keeps
 * or edits; `N` fills in a follow-up if there is none and moves to it; Enter saves (Ctrl/Cmd+Enter
 * in the note). A refusal shows beside the field the server named.
 */
export function CallPanel({ client, retryMinutes, submitLabel, onLogged, onCancel, onDirtyChange }: Props) {
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const followUpRef = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<CallOutcome | null>(null);
  const [minutes, setMinutes] = useState('');
  const [note, setNote] = useState('');
  const [followUp, setFollowUp] = useState('');
  const [followUpEdited, setFollowUpEdited] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const logCall = useLogCall();
  const keys = useIdempotencyKeys();
  const flight = useSingleFlight();
  const clearsFollowUp = outcome === 'wrong-number';
  const dirty = outcome !== null || minutes !== '' || note.trim() !== '' || followUpEdited;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  // A new lead replaces the panel, and the focus with it: it starts on the outcomes again, so the
  // keys keep working without a click.
  useEffect(() => {
    formRef.current?.querySelector<HTMLButtonElement>('button[data-outcome]')?.focus();
  }, []);

  const choose = (next: CallOutcome) => {
    setOutcome(next);
    setErrors(({ outcome: _, ...rest }) => rest);
    const delay = retryMinutes[next];
    if (delay !== undefined && !followUpEdited) setFollowUp(toPickerValue(minutesFrom(new Date(), delay)));
  };
  const scheduleFollowUp = () => {
    if (clearsFollowUp) return;
    if (!followUp) {
      const delay = (outcome && retryMinutes[outcome]) ?? DEFAULT_FOLLOW_UP_MINUTES;
      setFollowUp(toPickerValue(minutesFrom(new Date(), delay)));
    }
    followUpRef.current?.focus();
  };

  const bodyOf = (): { body: LogCallBody } | { errors: Errors } => {
    const found: Errors = {};
    if (!outcome) found.outcome = 'Choose an outcome (keys 1–6).';
    const seconds = durationSeconds(minutes);
    if (seconds !== undefined && !(seconds >= 0 && seconds <= MAX_DURATION_MINUTES * 60)) {
      found.durationSeconds = `Enter a duration from 0 to ${MAX_DURATION_MINUTES} minutes.`;
    }
    const at = clearsFollowUp || !followUp ? null : fromPickerValue(followUp);
    if (!clearsFollowUp && followUp && !at)
      found.nextFollowUpAt = 'Enter a date and time, or leave it blank.';
    else if (at && isPastFollowUp(at)) found.nextFollowUpAt = MESSAGES.pastFollowUp;
    if (!outcome || Object.keys(found).length > 0) return { errors: found };
    const body: LogCallBody = {
      outcome,
      ...(seconds !== undefined ? { durationSeconds: seconds } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      // A call without a new follow-up ends the one it answered.
      nextFollowUpAt: at,
    };
    return { body };
  };

  const save = () =>
    flight.run(async () => {
      const checked = bodyOf();
      if ('errors' in checked) return setErrors(checked.errors);
      const { body } = checked;
      setErrors({});
      try {
        const answer = await logCall.mutateAsync({
          clientId: client.id,
          body,
          idempotencyKey: keys.keyFor(body),
        });
        keys.reset();
        await onLogged(answer);
      } catch (error) {
        const fields = error instanceof ApiError ? error.fields : undefined;
        setErrors(fields && Object.keys(fields).length > 0 ? fields : { form: errorMessage(error) });
      }
    });

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.altKey || event.defaultPrevented) return;
    const typing = isTyping(event.target);
    if (event.key === 'Enter') {
      const inNote = event.target instanceof HTMLTextAreaElement;
      const onOtherButton =
        event.target instanceof HTMLButtonElement &&
        !event.target.dataset.outcome &&
        event.target.type !== 'submit';
      if ((inNote && !(event.ctrlKey || event.metaKey)) || onOtherButton) return;
      event.preventDefault();
      void save();
      return;
    }
    if (typing || event.ctrlKey || event.metaKey) return;
    const index = Number(event.key) - 1;
    const picked = Number.isInteger(index) ? CALL_OUTCOMES[index] : undefined;
    if (picked) {
      event.preventDefault();
      choose(picked);
    } else if (event.key === 'n' || event.key === 'N') {
      event.preventDefault();
      scheduleFollowUp();
    }
  };

  return (
    <form
      ref={formRef}
      className="grid gap-4"
      noValidate
      aria-label={`Log a call with ${client.name}`}
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="grid gap-2">
        <OutcomeButtons
          value={outcome}
          onChange={choose}
          invalid={Boolean(errors.outcome)}
          describedBy={`${ids}-outcome-error`}
        />
        <FieldError id={`${ids}-outcome-error`}>{errors.outcome}</FieldError>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* content-start: side by side, the taller follow-up column must not spread this one's rows. */}
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${ids}-duration`}>Duration (minutes)</Label>
          <Input
            id={`${ids}-duration`}
            type="number"
            inputMode="decimal"
            min={0}
            max={MAX_DURATION_MINUTES}
            step="any"
            value={minutes}
            aria-invalid={Boolean(errors.durationSeconds)}
            aria-describedby={`${ids}-duration-error`}
            onChange={(e) => setMinutes(e.target.value)}
          />
          <FieldError id={`${ids}-duration-error`}>{errors.durationSeconds}</FieldError>
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${ids}-follow-up`}>
            Next follow-up{' '}
            <kbd className="rounded border border-border px-1 font-mono text-xs leading-4">N</kbd>
          </Label>
          <div className="flex gap-2">
            <Input
              ref={followUpRef}
              id={`${ids}-follow-up`}
              type="datetime-local"
              value={clearsFollowUp ? '' : followUp}
              disabled={clearsFollowUp}
              aria-invalid={Boolean(errors.nextFollowUpAt)}
              aria-describedby={`${ids}-follow-up-hint ${ids}-follow-up-error`}
              onChange={(e) => {
                setFollowUp(e.target.value);
                setFollowUpEdited(true);
              }}
            />
            {followUp && !clearsFollowUp ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setFollowUp('');
                  setFollowUpEdited(true);
                }}
              >
                Clear
              </Button>
            ) : null}
          </div>
          <p id={`${ids}-follow-up-hint`} className="text-xs text-muted-foreground">
            {clearsFollowUp
              ? 'A wrong number ends the follow-ups.'
              : `Your time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone}). Blank: no follow-up.`}
          </p>
          <FieldError id={`${ids}-follow-up-error`}>{errors.nextFollowUpAt}</FieldError>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-note`}>Note</Label>
        <Textarea
          id={`${ids}-note`}
          value={note}
          aria-invalid={Boolean(errors.note)}
          aria-describedby={`${ids}-note-hint ${ids}-note-error`}
          onChange={(e) => setNote(e.target.value)}
        />
        <p id={`${ids}-note-hint`} className="text-xs text-muted-foreground">
          Ctrl+Enter saves from here.
        </p>
        <FieldError id={`${ids}-note-error`}>{errors.note}</FieldError>
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={flight.pending}>
          {flight.pending ? 'Saving...' : submitLabel}
          <kbd className="font-mono text-xs">Enter</kbd>
        </Button>
      </div>
    </form>
  );
}
