import { MESSAGES } from '#shared/domain';

/** Says why a dialog opens with text in it: a save had found the session ended (useFormDraft). */
export function DraftRestoredNote({ shown }: { shown: boolean }) {
  return shown ? (
    <p role="status" className="text-sm text-muted-foreground">
      {MESSAGES.draftRestored}
    </p>
  ) : null;
}
