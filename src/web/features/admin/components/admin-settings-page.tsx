import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { errorMessage } from '#web/lib/api';
import { useSettings } from '../api/get-settings';
import { AdminPageFrame } from './admin-page-frame';
import { SecuritySettingsForm } from './security-settings-form';

/** /admin/settings: the security settings (issue 13). */
export function AdminSettingsPage() {
  const settings = useSettings();
  return (
    <AdminPageFrame>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Security settings</CardTitle>
          <CardDescription>
            Two-factor sign-in, how long the audit log is kept, and its alerts.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {settings.isPending ? <Loading label="Loading settings..." /> : null}
          {settings.isError ? (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(settings.error)}
            </p>
          ) : null}
          {settings.data ? <SecuritySettingsForm settings={settings.data.security} /> : null}
        </CardContent>
      </Card>
    </AdminPageFrame>
  );
}
