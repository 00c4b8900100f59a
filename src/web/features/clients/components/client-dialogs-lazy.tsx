import { type ComponentProps, Suspense } from 'react';
import { lazyNow } from '#web/lib/lazy-now';

// The client dialogs carry react-hook-form, the zod resolver and Radix Select: fetched with the
// screen, not in its first load (issue 18).
const EditDialog = lazyNow(() => import('./client-edit-dialog'), 'ClientEditDialog');
const AddDialog = lazyNow(() => import('./add-client-dialog'), 'AddClientDialog');

export function ClientEditDialog(props: ComponentProps<typeof EditDialog>) {
  return (
    <Suspense fallback={null}>
      <EditDialog {...props} />
    </Suspense>
  );
}

export function AddClientDialog(props: ComponentProps<typeof AddDialog>) {
  return (
    <Suspense fallback={null}>
      <AddDialog {...props} />
    </Suspense>
  );
}
