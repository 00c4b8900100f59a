import { type ComponentProps, Suspense } from 'react';
import { lazyNow } from '#web/lib/lazy-now';

// The call dialog (Radix Dialog, the call panel and its forms) is fetched with the screen that
// offers it, not in that screen's first load (issue 18).
const Dialog = lazyNow(() => import('./call-dialog'), 'CallDialog');

export function CallDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
