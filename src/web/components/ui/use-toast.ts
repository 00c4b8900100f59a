import { type ReactNode, useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; Infinity keeps it until dismissed; default 5000 (spec §4). */
  duration?: number;
  action?: ReactNode;
};

export type ToastItem = ToastInput & { id: number };

/** The notification area, which dialogs do not count as the page behind them. */
export const TOAST_VIEWPORT = '[data-toast-viewport]';

// One notification is visible at a time; a new one replaces it (spec §4 Notification display).
let current: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  nextId += 1;
  const id = nextId;
  current = [{ ...input, id }];
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: number) {
  current = id === undefined ? [] : current.filter((t) => t.id !== id);
  emit();
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
