import { MESSAGES } from '#shared/domain';

/** Says why a form opens with text in it: the session had ended while it was being typed (useFormDraft). */
export function DraftRestoredNote({ shown }: { shown: boolean }) {
  return shown ? (
    <p role="status" className="text-sm text-muted-foreground">
      {MESSAGES.draftRestored}
    </p>
  ) : null;
}
