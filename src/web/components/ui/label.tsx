import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';

/**
 * A field's label. What Radix Label adds to <label>, without Radix in the sign-in screen's first
 * load (issue 18): a double click on the label does not select its text.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control.
    <label
      className={cn('text-sm font-medium text-soft-foreground', className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        const onControl = (event.target as HTMLElement).closest('button, input, select, textarea');
        if (!onControl && !event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}

/** A field's inline error, announced to screen readers. */
export function FieldError({ id, children }: { id?: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm text-danger">
      {children}
    </p>
  );
}
