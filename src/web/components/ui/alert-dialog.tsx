import { AlertDialog as AlertPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { useReturnFocus } from './return-focus';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  /**
   * Given, the dialog stays open after the confirm click (the caller closes it when the request
   * answers) and the confirm button is disabled and relabelled while this is true.
   */
  pending?: boolean;
  pendingLabel?: string;
  children?: ReactNode;
};

/** A blocking confirmation ('Are you absolutely sure?'). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Continue',
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  pending,
  pendingLabel,
  children,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertPrimitive.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 wrap-anywhere rounded-lg border border-border bg-card p-6 shadow-lg"
        >
          <AlertPrimitive.Title className="text-lg font-semibold">{title}</AlertPrimitive.Title>
          <AlertPrimitive.Description className="text-sm text-muted-foreground">
            {description}
          </AlertPrimitive.Description>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertPrimitive.Cancel asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </AlertPrimitive.Cancel>
            <AlertPrimitive.Action asChild>
              <Button
                variant={destructive ? 'destructive' : 'default'}
                disabled={pending}
                onClick={(event) => {
                  if (pending !== undefined) event.preventDefault();
                  onConfirm();
                }}
              >
                {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
              </Button>
            </AlertPrimitive.Action>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
