import { LogOut } from 'lucide-react';
import type { SessionInfo } from '#shared/schemas/account-security';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { toast } from '#web/components/ui/use-toast';
import { errorMessage } from '#web/lib/api';
import { formatDateTime } from '#web/lib/format';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { deviceName } from './device-name';

const failed = (error: Error) =>
  toast({ title: 'Could not sign out', description: errorMessage(error), variant: 'destructive' });

function SessionRow({ session }: { session: SessionInfo }) {
  const end = useEndSession();
  const device = deviceName(session.userAgent);
  return (
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
      aria-label={device}
    >
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {device}
          {session.current ? <Badge className="bg-accent text-link">This device</Badge> : null}
        </p>
        <p className="text-muted-foreground">{session.ip ?? 'Unknown address'}</p>
        <p className="text-muted-foreground">
          Signed in {formatDateTime(session.createdAt)} · Last used {formatDateTime(session.lastUsedAt)}
        </p>
      </div>
      {session.current ? null : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start sm:self-center"
          disabled={end.isPending}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => toast({ title: `Signed out of ${device}` }),
              onError: failed,
            })
          }
        >
          <LogOut aria-hidden />
          Sign out
        </Button>
      )}
    </li>
  );
}

/** /profile: where the user is signed in, with a way to end any other session (issue 13). */
export function SessionsSection() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.current).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sessions</CardTitle>
        <CardDescription>The devices signed in to your account.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isPending ? <Loading label="Loading sessions..." /> : null}
        {sessions.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(sessions.error)}
          </p>
        ) : null}
        {items.length > 0 ? (
          <ul aria-label="Active sessions" className="divide-y divide-border">
            {items.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        ) : null}
        {others > 0 ? (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            disabled={endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: () => toast({ title: 'Signed out of all other sessions' }),
                onError: failed,
              })
            }
          >
            Sign out all others
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
