import type { UseQueryResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { ApiError, errorMessage } from '#web/lib/api';
import { downloadCsv } from '../utils/csv';

/** What the page gives each report: its answer, its counting rule and its CSV file's name. */
export type ReportProps<T> = { report: UseQueryResult<T>; help: ReportHelp; fileName: string };

/** What a report shows, in a line, and the rule it counts by, in full. */
export type ReportHelp = { summary: string; rule: string };

type Props<T> = {
  id: string;
  title: string;
  help: ReportHelp;
  report: UseQueryResult<T>;
  /** Whether the answer has nothing to show for the period. */
  isEmpty: (data: T) => boolean;
  /** The CSV of what the card shows now, and its file name. */
  csv: (data: T) => { fileName: string; text: string };
  children: (data: T) => ReactNode;
};

/**
 * One report: its title and counting rule, a Download CSV button for exactly what it shows, and
 * its loading, error and empty states. A period the server refused is said once, by the picker.
 */
export function ReportCard<T>({ id, title, help, report, isEmpty, csv, children }: Props<T>) {
  const { data, error, isPending, isPlaceholderData } = report;
  const refused = error instanceof ApiError && error.status === 400;
  const ready = data !== undefined && !error && !isEmpty(data);
  return (
    <Card aria-labelledby={`${id}-title`} role="region" data-testid={`report-${id}`}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 basis-60 gap-1.5">
          <CardTitle id={`${id}-title`} className="text-lg">
            {title}
          </CardTitle>
          <CardDescription>{help.summary}</CardDescription>
          <details className="text-sm">
            <summary className="w-fit cursor-pointer font-medium text-link">How it is counted</summary>
            <p className="mt-1 text-muted-foreground">{help.rule}</p>
          </details>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={!ready || isPlaceholderData}
          onClick={() => {
            if (!data) return;
            const file = csv(data);
            downloadCsv(file.fileName, file.text);
          }}
          aria-label={`Download CSV: ${title}`}
        >
          <Download aria-hidden />
          Download CSV
        </Button>
      </CardHeader>
      <CardContent aria-busy={isPlaceholderData}>
        {refused ? (
          <p className="text-sm text-muted-foreground">Correct the choice above to see this report.</p>
        ) : error ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(error)}
          </p>
        ) : isPending || data === undefined ? (
          <Loading label={`Loading ${title.toLowerCase()}...`} />
        ) : isEmpty(data) ? (
          <p className="py-8 text-center text-sm text-muted-foreground">No data for this period</p>
        ) : (
          <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            {children(data)}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
