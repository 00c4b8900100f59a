import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { AdminSubpageLayout } from '#web/features/layout';
import { errorMessage } from '#web/lib/api';
import { useWebhooks } from '../api/webhooks';
import { NewWebhookForm } from './new-webhook-form';
import { WebhookCard } from './webhook-card';

/** /admin/webhooks: endpoints told about client changes, with their delivery logs (issue 17). */
export function WebhooksPage() {
  const hooks = useWebhooks();
  return (
    <AdminSubpageLayout
      title="Webhooks"
      description="Tell other systems when clients are created, change status, are assigned or deleted, and when calls are logged."
    >
      <Card className="max-w-3xl">
        <CardHeader>
          <CardTitle>New webhook</CardTitle>
          <CardDescription>
            Each delivery is a signed JSON POST; failed ones are retried for 24 hours (see docs/webhooks.md).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NewWebhookForm />
        </CardContent>
      </Card>
      <section aria-label="Webhooks" className="grid gap-4">
        {hooks.isPending ? <Loading label="Loading webhooks..." /> : null}
        {hooks.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(hooks.error)}
          </p>
        ) : null}
        {hooks.data?.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No webhooks yet.</p>
        ) : null}
        {hooks.data?.items.map((hook) => (
          <WebhookCard key={hook.id} hook={hook} />
        ))}
      </section>
    </AdminSubpageLayout>
  );
}
