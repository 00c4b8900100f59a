import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';

/**
 * A text box. `min-w-0`: a box in a row of a flex or grid layout gives way rather than keep the
 * browser's own minimum width (about 20 characters, more for a date and time) and push out of it.
 */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-sm placeholder:text-placeholder disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-20 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-sm placeholder:text-placeholder disabled:cursor-not-allowed disabled:opacity-70 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
