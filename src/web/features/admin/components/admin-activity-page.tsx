import { useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { Loading } from '#web/components/ui/loading';
import { ActivityTrend, DailyTargetsTable, useDailyActivity } from '#web/features/activity';
import { useOrgToday } from '#web/features/calling';
import { errorMessage } from '#web/lib/api';
import { SCREEN_HEADING } from '#web/lib/screen-focus';
import { AdminPageFrame } from './admin-page-frame';

/** /admin/activity: every agent's calls for a chosen day against the targets, and a 14-day trend. */
export function AdminActivityPage() {
  const dateId = useId();
  const today = useOrgToday();
  const [picked, setPicked] = useState('');
  const date = picked || today;
  const activity = useDailyActivity(date);
  // A typed date can pass the picker's limit; its zeros are true, but say why.
  const future = Boolean(date && today && date > today);

  return (
    <AdminPageFrame>
      <Card>
        <CardHeader>
          <CardTitle {...SCREEN_HEADING}>Daily targets</CardTitle>
          <CardDescription>
            Dials, connected calls, talk minutes and meetings per agent
            {activity.data ? `, days counted in ${activity.data.timeZone}` : ''}.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-1.5 sm:max-w-48">
            <Label htmlFor={dateId}>Day</Label>
            <Input
              id={dateId}
              type="date"
              value={date ?? ''}
              max={today}
              onChange={(e) => setPicked(e.target.value)}
              aria-describedby={future ? `${dateId}-future` : undefined}
            />
            {future ? (
              <p id={`${dateId}-future`} className="text-xs text-muted-foreground">
                That day is still to come: nothing is counted yet.
              </p>
            ) : null}
          </div>
          {activity.isError ? (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(activity.error)}
            </p>
          ) : activity.data ? (
            <DailyTargetsTable activity={activity.data} />
          ) : (
            <Loading label="Loading the day's figures..." />
          )}
        </CardContent>
      </Card>
      {activity.data && date && activity.data.agents.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Last 14 days</CardTitle>
            <CardDescription>
              One agent's figures for each of the 14 days up to the chosen day.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ActivityTrend lastDay={date} agents={activity.data.agents} />
          </CardContent>
        </Card>
      ) : null}
    </AdminPageFrame>
  );
}
