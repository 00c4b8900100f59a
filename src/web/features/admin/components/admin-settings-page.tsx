import { Suspense } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { errorMessage } from '#web/lib/api';
import { lazyNow } from '#web/lib/lazy-now';
import { SCREEN_HEADING } from '#web/lib/screen-focus';
import { useSettings } from '../api/get-settings';
import { AdminPageFrame } from './admin-page-frame';

// The forms (react-hook-form and the zod schemas) are fetched as soon as the page loads, beside the
// settings request they wait for anyway, and are not part of the page's first load (issue 18).
const SecuritySettingsForm = lazyNow(() => import('./security-settings-form'), 'SecuritySettingsForm');
const CallingSettingsForm = lazyNow(() => import('./calling-settings-form'), 'CallingSettingsForm');

/** /admin/settings: the security settings (issue 13) and the calling workspace's (issue 14). */
export function AdminSettingsPage() {
  const settings = useSettings();
  return (
    <AdminPageFrame>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle {...SCREEN_HEADING}>Security settings</CardTitle>
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
          {settings.data ? (
            <Suspense fallback={<Loading label="Loading settings..." />}>
              <SecuritySettingsForm settings={settings.data.security} />
            </Suspense>
          ) : null}
        </CardContent>
      </Card>
      <Card className="max-w-4xl">
        <CardHeader>
          <CardTitle>Calling settings</CardTitle>
          <CardDescription>
            Suggested retries, when a client counts as idle, the daily targets and the organisation's time
            zone.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {settings.data ? (
            <Suspense fallback={<Loading label="Loading settings..." />}>
              <CallingSettingsForm settings={settings.data.calling} />
            </Suspense>
          ) : null}
        </CardContent>
      </Card>
    </AdminPageFrame>
  );
}
