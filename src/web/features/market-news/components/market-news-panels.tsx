import { LoaderCircle, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { MESSAGES } from '#shared/domain';
import { Button } from '#web/components/ui/button';
import { toast } from '#web/components/ui/use-toast';
import { marketDataErrorMessage, useMarketData, useRefreshMarketData } from '../api/get-market-data';
import { formatEventTime, viewerTimeZone } from '../format';
import { CalendarPanel } from './calendar-panel';
import { NewsPanel } from './news-panel';
import type { PanelState } from './panel-state';

/** The two live panels of the market-news page with their Refresh button (spec §2, §8). */
export function MarketNewsPanels() {
  const timeZone = useMemo(viewerTimeZone, []);
  const { data, error, isError, isFetching, isPending, fetchStatus, dataUpdatedAt, errorUpdatedAt } =
    useMarketData(timeZone);
  const refresh = useRefreshMarketData(timeZone);

  // Spec §8: a failed request or an answer carrying `error` shows 'Error' and empties both panels.
  const failure = isError ? marketDataErrorMessage(error) : (data?.error ?? null);
  const failedAt = isError ? errorUpdatedAt : dataUpdatedAt;
  const toastedAt = useRef(0);
  useEffect(() => {
    if (failure === null || toastedAt.current === failedAt) return;
    toastedAt.current = failedAt;
    toast({ title: MESSAGES.marketDataFailed.title, description: failure, variant: 'destructive' });
  }, [failure, failedAt]);

  let state: PanelState = 'ready';
  if (isPending && !isError) state = fetchStatus === 'paused' ? 'offline' : 'loading';
  const calendar = failure === null && data ? data.calendar : [];
  const news = failure === null && data ? data.news : [];
  const updated =
    data && failure === null ? formatEventTime(new Date(dataUpdatedAt).toISOString(), timeZone) : null;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="text-sm text-muted-foreground">
          <p>
            Times are shown in your time zone, <span className="font-medium">{timeZone}</span>.
          </p>
          {failure !== null ? (
            <p className="text-danger">Live market data could not be loaded. {failure}</p>
          ) : updated ? (
            <p className="text-muted-foreground">Updated at {updated}.</p>
          ) : null}
        </div>
        <Button variant="outline" onClick={refresh} disabled={isFetching} aria-busy={isFetching}>
          {isFetching ? <LoaderCircle className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
          Refresh
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <CalendarPanel state={state} events={calendar} timeZone={timeZone} />
        <NewsPanel state={state} items={news} timeZone={timeZone} />
      </div>
    </div>
  );
}
