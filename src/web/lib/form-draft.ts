import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { onSessionEnd } from './session-broadcast';

const PREFIX = 'wea:draft:';

type Fields = Record<string, unknown>;

/** The leaves of `values` that differ from `defaults`, by dotted path ('invoice.plan'). */
export function changedFields(defaults: unknown, values: unknown, path = ''): Fields {
  if (values !== null && typeof values === 'object') {
    const changed: Fields = {};
    for (const [key, value] of Object.entries(values)) {
      const before =
        defaults !== null && typeof defaults === 'object' ? Reflect.get(defaults, key) : undefined;
      Object.assign(changed, changedFields(before, value, path ? `${path}.${key}` : key));
    }
    return changed;
  }
  return values === defaults ? {} : { [path]: values };
}

export function saveDraft(key: string, userId: string, fields: Fields): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify({ userId, fields }));
  } catch {
    // Storage full or blocked: the draft is a courtesy, the save itself already failed visibly.
  }
}

/** The draft kept for this user under `key`, removed as it is read: it is restored once. */
export function takeDraft(key: string, userId: string): Fields | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (raw === null) return null;
    sessionStorage.removeItem(PREFIX + key);
    const draft: unknown = JSON.parse(raw);
    if (draft === null || typeof draft !== 'object') return null;
    const fields: unknown = Reflect.get(draft, 'fields');
    const owner: unknown = Reflect.get(draft, 'userId');
    return owner === userId && fields !== null && typeof fields === 'object' ? (fields as Fields) : null;
  } catch {
    return null;
  }
}

/** Puts values back by dotted path, marked as typed (dirty), so the form knows it has changes. */
export function applyFields<T extends FieldValues, C, R extends FieldValues>(
  form: UseFormReturn<T, C, R>,
  fields: Fields,
): void {
  for (const [path, value] of Object.entries(fields)) {
    form.setValue(path as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
  }
}

type DraftOptions<T> = {
  /** Where the draft lives (one per dialog and client); null while the form is not on screen. */
  key: string | null;
  /** The signed-in user: a draft is only ever restored to the person who typed it. */
  userId: string | undefined;
  defaults: T;
  /** Paths never written to storage, such as passwords. */
  exclude?: readonly string[];
};

/**
 * Keeps what was typed in a form when the session ends (its save answered 401, or another tab
 * signed out), in sessionStorage (this tab only), and puts it back the next time the form opens,
 * after signing in again.
 */
export function useFormDraft<T extends FieldValues, C, R extends FieldValues>(
  form: UseFormReturn<T, C, R>,
  { key, userId, defaults, exclude = [] }: DraftOptions<T>,
) {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (!key || !userId) {
      setRestored(false);
      return;
    }
    const fields = takeDraft(key, userId);
    if (!fields) return;
    applyFields(form, fields);
    setRestored(true);
  }, [key, userId, form]);
  // Kept when this tab hears the session has ended (main.tsx: a 401, another tab's sign-out, a
  // session check finding the user gone), while the form is still on the screen.
  const keep = () => {
    if (!key || !userId) return;
    const fields = changedFields(defaults, form.getValues());
    for (const path of exclude) delete fields[path];
    if (Object.keys(fields).length > 0) saveDraft(key, userId, fields);
  };
  const keepNow = useRef(keep);
  keepNow.current = keep;
  useEffect(() => onSessionEnd(() => keepNow.current()), []);
  return {
    /** True once a kept draft has been put back into the form. */
    restored,
  };
}
