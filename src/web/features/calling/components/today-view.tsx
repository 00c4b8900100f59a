import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, PhoneOutgoing } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { WorkQueue } from '#shared/schemas/calls';
import type { Client } from '#shared/schemas/clients';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { errorMessage } from '#web/lib/api';
import { queuedClients, useWorkQueue } from '../api/get-work-queue';
import { callingKeys } from '../api/query-keys';
import { CallDialog } from './call-dialog-lazy';
import { isOverdue } from './follow-up-line';
import { QueueGroup } from './queue-group';

type Group = 'overdue' | 'dueToday' | 'neverCalled';

const GROUPS: { key: Group; title: string }[] = [
  { key: 'overdue', title: 'Overdue follow-ups' },
  { key: 'dueToday', title: 'Due today' },
  { key: 'neverCalled', title: 'New, never called' },
];

/** Which part of the queue a client is in; the server has already put them in this order. */
function groupOf(client: Client): Group {
  if (client.nextFollowUpAt === null) return 'neverCalled';
  return isOverdue(client.nextFollowUpAt) ? 'overdue' : 'dueToday';
}

/**
 * The agent's Today view (issue 14): whom to call now, in the server's order. Next lead opens the
 * first client in a call panel; saving opens the one after it, until the queue is empty.
 */
export function TodayView() {
  const queryClient = useQueryClient();
  const queue = useWorkQueue();
  const [calling, setCalling] = useState<Client | null>(null);
  // Clients called in this run: the refreshed queue may still list one whose follow-up is later today.
  const [called, setCalled] = useState<ReadonlySet<string>>(new Set());
  const waiting = (data: InfiniteData<WorkQueue> | undefined, done: ReadonlySet<string>) =>
    queuedClients(data).filter((c) => !done.has(c.id));

  const next = (id: string) => {
    const done = new Set(called).add(id);
    setCalled(done);
    // Logging the call has already refetched the queue (useLogCall waits for it): this is the latest.
    setCalling(
      waiting(queryClient.getQueryData<InfiniteData<WorkQueue>>(callingKeys.queue(undefined)), done)[0] ??
        null,
    );
  };

  const loaded = waiting(queue.data, called);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = queue;
  // Everyone loaded has been called in this run (their retries are later today): read further
  // rather than claim the day is done while the server still has clients after them.
  useEffect(() => {
    if (loaded.length === 0 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [loaded.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (queue.isPending) return <Loading label="Loading today's calls..." />;
  if (queue.isError) {
    return (
      <Card className="grid justify-items-center gap-3 p-6 text-center" role="alert">
        <p className="font-medium">Today's calls could not be loaded.</p>
        <p className="text-sm text-muted-foreground">{errorMessage(queue.error)}</p>
        <Button variant="outline" onClick={() => void queue.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const items = loaded;
  const { counts } = queue.data.pages[0] ?? { counts: { overdue: 0, dueToday: 0, neverCalled: 0 } };
  const total = counts.overdue + counts.dueToday + counts.neverCalled;
  // The server counts the whole queue, beyond the pages loaded, and still counts a client called in
  // this run whose retry is later today: those are not left to call.
  const calledStillQueued = queuedClients(queue.data).filter((c) => called.has(c.id)).length;
  const left = Math.max(items.length, total - calledStillQueued);

  return (
    <section aria-labelledby="today-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="today-title" className="text-lg font-semibold">
          Today
        </h2>
        <Button onClick={() => setCalling(items[0] ?? null)} disabled={items.length === 0}>
          <PhoneOutgoing aria-hidden />
          Next lead
        </Button>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3" aria-label="Queue counts">
        {GROUPS.map(({ key, title }) => (
          <div key={key} className="rounded-lg border border-border bg-card px-3 py-2 shadow-sm">
            <dt className="text-xs font-medium text-muted-foreground">{title}</dt>
            <dd
              className={
                key === 'overdue' && counts.overdue > 0
                  ? 'text-2xl font-bold text-danger'
                  : 'text-2xl font-bold'
              }
              data-testid={`queue-${key}`}
            >
              {counts[key].toLocaleString()}
            </dd>
          </div>
        ))}
      </dl>
      {items.length === 0 && hasNextPage ? (
        <Loading label="Loading more of today's calls..." />
      ) : total === 0 || items.length === 0 ? (
        <Card className="grid justify-items-center gap-2 p-8 text-center" data-testid="all-caught-up">
          <CheckCircle2 className="size-8 text-emerald-600" aria-hidden />
          <p className="text-lg font-semibold">All caught up</p>
          <p className="text-sm text-muted-foreground">
            No follow-ups are due and every new client has had a first call.
          </p>
        </Card>
      ) : (
        GROUPS.map(({ key, title }) => (
          <QueueGroup
            key={key}
            title={title}
            clients={items.filter((c) => groupOf(c) === key)}
            onCall={setCalling}
          />
        ))
      )}
      {items.length > 0 && hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
        >
          {isFetchingNextPage ? 'Loading...' : 'Show more'}
        </Button>
      ) : null}
      {calling ? (
        <CallDialog
          client={calling}
          position={`${left.toLocaleString()} left in the queue`}
          submitLabel="Save and next"
          onLogged={() => next(calling.id)}
          onClose={() => setCalling(null)}
        />
      ) : null}
    </section>
  );
}
