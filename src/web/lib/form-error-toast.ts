import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from '#web/components/ui/use-toast';

type TitledMessage = { title: string; description: string };

/** The first message in a react-hook-form error tree; groups hold their fields' errors. */
export function firstErrorMessage(node: unknown): string | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  if ('message' in node && typeof node.message === 'string' && node.message) return node.message;
  for (const [key, child] of Object.entries(node)) {
    // `ref` is the field's element; `types` repeats the messages already walked.
    if (key === 'ref' || key === 'types') continue;
    const message = firstErrorMessage(child);
    if (message) return message;
  }
  return undefined;
}

/**
 * Shows a refused form's first problem as a toast. A message the spec pairs with a title (spec §5,
 * e.g. 'Invoice Details Required') gets that title; any other gets `failureTitle`, the same toast
 * the server's refusal of that value would have produced.
 */
export function toastFormError<T extends FieldValues>(
  errors: FieldErrors<T>,
  titled: readonly TitledMessage[],
  failureTitle: string,
): void {
  const message = firstErrorMessage(errors);
  if (!message) return;
  const known = titled.find((m) => m.description === message);
  toast({ ...(known ?? { title: failureTitle, description: message }), variant: 'destructive' });
}
