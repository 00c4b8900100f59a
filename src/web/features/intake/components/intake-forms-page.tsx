import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { AdminSubpageLayout } from '#web/features/layout';
import { errorMessage } from '#web/lib/api';
import { useIntakeForms } from '../api/intake-forms';
import { IntakeFormCard } from './intake-form-card';
import { NewIntakeForm } from './new-intake-form';

/** /admin/intake-forms: landing-page forms that hand leads to agents (issue 17). */
export function IntakeFormsPage() {
  const forms = useIntakeForms();
  return (
    <AdminSubpageLayout
      title="Intake Forms"
      description="Forms on your landing pages that create clients and hand them to agents."
    >
      <Card className="max-w-3xl">
        <CardHeader>
          <CardTitle>New intake form</CardTitle>
          <CardDescription>Posts are accepted only from the origins you list.</CardDescription>
        </CardHeader>
        <CardContent>
          <NewIntakeForm />
        </CardContent>
      </Card>
      <section aria-label="Intake forms" className="grid gap-4">
        {forms.isPending ? <Loading label="Loading forms..." /> : null}
        {forms.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(forms.error)}
          </p>
        ) : null}
        {forms.data?.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No intake forms yet.</p>
        ) : null}
        {forms.data?.items.map((form) => (
          <IntakeFormCard key={form.id} form={form} />
        ))}
      </section>
    </AdminSubpageLayout>
  );
}
