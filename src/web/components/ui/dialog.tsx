import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, useState } from 'react';
import { cn } from '#web/lib/cn';
import { ConfirmDialog } from './alert-dialog';
import { Button } from './button';
import { useReturnFocus } from './return-focus';
import { TOAST_VIEWPORT } from './use-toast';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Typing not saved yet: an outside click or Escape asks before throwing it away. */
  unsaved?: boolean;
  /** Closes the dialog when the user chooses Discard. */
  onDiscard?: () => void;
};

export function DialogContent({
  className,
  children,
  unsaved = false,
  onDiscard,
  onPointerDownOutside,
  onEscapeKeyDown,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus();
  const [asking, setAsking] = useState(false);
  /** A close that would lose unsaved typing is held back and asked about instead. */
  const askFirst = (event: Event) => {
    if (!unsaved || !onDiscard) return;
    event.preventDefault();
    setAsking(true);
  };
  const outsideClick: DialogContentProps['onPointerDownOutside'] = (event) => {
    onPointerDownOutside?.(event);
    if (event.defaultPrevented) return;
    const target = event.detail.originalEvent.target;
    // A notification floats above the dialog; closing one is not a click on the page behind.
    if (target instanceof Element && target.closest(TOAST_VIEWPORT)) return event.preventDefault();
    askFirst(event);
  };
  const escapeKey: DialogContentProps['onEscapeKeyDown'] = (event) => {
    onEscapeKeyDown?.(event);
    if (!event.defaultPrevented) askFirst(event);
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto wrap-anywhere rounded-lg border border-border bg-card p-6 shadow-lg',
          className,
        )}
        {...returnFocus}
        onPointerDownOutside={outsideClick}
        onEscapeKeyDown={escapeKey}
        {...props}
      >
        {children}
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title="Discard changes?"
          description="What you typed here has not been saved."
          confirmLabel="Discard"
          cancelLabel="Keep editing"
          destructive
          onConfirm={() => onDiscard?.()}
        />
        <DialogPrimitive.Close
          aria-label="Close"
          // A 32 px target around the same 16 px cross, which stays where it was.
          className="absolute top-2 right-2 grid size-8 place-items-center rounded-md opacity-70 hover:opacity-100"
        >
          <X className="size-4" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

type DialogFormActionsProps = {
  onCancel: () => void;
  pending: boolean;
  /** The submit button's text, and its text while the request runs. */
  label?: string;
  pendingLabel?: string;
  /** The submit deletes or cannot be undone: it looks like every other destructive button. */
  destructive?: boolean;
};

/** A form dialog's Cancel and submit buttons; the submit one is disabled and relabelled while saving. */
export function DialogFormActions({
  onCancel,
  pending,
  label = 'Save Changes',
  pendingLabel = 'Saving...',
  destructive = false,
}: DialogFormActionsProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
