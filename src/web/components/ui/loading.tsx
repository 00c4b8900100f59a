import { LoaderCircle } from 'lucide-react';

/** A centred, announced loading line ('Loading...', 'Loading clients...'). */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center justify-center gap-2 py-12 text-muted-foreground"
    >
      <LoaderCircle className="size-5 animate-spin" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
