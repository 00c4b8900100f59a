import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { NOTIFICATION_DURATION_MS } from '#shared/domain';
import { cn } from '#web/lib/cn';
import { dismissToast, useToasts } from './use-toast';

/** Renders the visible notification: close button, swipe right to dismiss, auto-dismiss timer. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right" duration={NOTIFICATION_DURATION_MS}>
      {toasts.map((t) => (
        // Each toast is a dismissable layer; one shown before a modal dialog opened gets inline
        // `pointer-events: none` from that dialog, and a click on its X would land on the dialog's
        // overlay and close the dialog. `!` keeps toasts clickable above every dialog.
        <Toast.Root
          key={t.id}
          duration={t.duration}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-variant={t.variant ?? 'default'}
          className={cn(
            'group pointer-events-auto! relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=cancel]:transition-transform',
            t.variant === 'destructive'
              ? 'border-red-600 bg-red-600 text-white'
              : 'border-border bg-card text-foreground',
          )}
        >
          <div className="grid min-w-0 gap-1 wrap-anywhere">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            ) : null}
          </div>
          {t.action}
          <Toast.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        // Dialogs find the notification area by this (TOAST_VIEWPORT in use-toast.ts).
        data-toast-viewport=""
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col p-4 sm:top-auto sm:bottom-0 sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
