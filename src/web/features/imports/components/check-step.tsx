import { useEffect } from 'react';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { errorMessage } from '#web/lib/api';
import { usePreviewImport } from '../api/preview-import';
import type { ImportOptions, ImportPreview } from '../api/types';
import { DuplicateList, ProblemTable } from './check-tables';
import { CountTile } from './count-tile';

type Props = {
  id: string;
  rowCount: number;
  options: ImportOptions;
  committing: boolean;
  commitError: string | null;
  onBack: () => void;
  onCommit: (preview: ImportPreview) => void;
};

/** Step 3: the dry run's report; nothing is written until the admin starts the import. */
export function CheckStep({ id, rowCount, options, committing, commitError, onBack, onCommit }: Props) {
  const preview = usePreviewImport(id);
  const { mutate } = preview;
  // One dry run per visit of this step, with the options it was opened with.
  useEffect(() => mutate(options), [mutate, options]);

  if (preview.isPending || preview.isIdle)
    return <Loading label={`Checking ${rowCount.toLocaleString()} rows. Nothing is written yet...`} />;
  if (preview.error)
    return (
      <Card className="grid gap-3 p-6">
        <p role="alert" className="text-sm text-danger wrap-anywhere">
          The check failed: {errorMessage(preview.error)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onBack}>
            Back to the columns
          </Button>
          <Button onClick={() => mutate(options)}>Check again</Button>
        </div>
      </Card>
    );
  const report = preview.data;
  const skipOrUpdate = options.duplicates === 'skip' ? 'skipped' : 'updated';
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="import-check-counts">
        <CountTile label="Valid rows" value={report.valid} tone="good" />
        <CountTile
          label="Invalid rows"
          value={report.invalidCount}
          tone={report.invalidCount ? 'bad' : undefined}
        />
        <CountTile label="Duplicates in the file" value={report.duplicatesInFile.count} />
        <CountTile label="Already clients" value={report.duplicatesExisting.count} />
      </div>
      <p className="text-sm text-muted-foreground">
        Invalid rows and repeats of an earlier row in the file are not imported. Rows matching existing
        clients will be {skipOrUpdate}.
      </p>
      <ProblemTable title="Invalid rows" problems={report.invalid} total={report.invalidCount} />
      <DuplicateList title="Duplicates in the file" entries={report.duplicatesInFile} inFile />
      <DuplicateList title="Already clients" entries={report.duplicatesExisting} inFile={false} />
      <ProblemTable
        title="Phone numbers kept as typed"
        problems={report.phoneWarnings.examples}
        total={report.phoneWarnings.count}
      />
      {commitError ? (
        <p role="alert" className="text-sm text-danger wrap-anywhere">
          {commitError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={committing}>
          Back to the columns
        </Button>
        <Button onClick={() => onCommit(report)} disabled={committing || report.valid === 0}>
          {committing
            ? 'Starting...'
            : `Import ${report.valid.toLocaleString()} ${report.valid === 1 ? 'row' : 'rows'}`}
        </Button>
      </div>
    </div>
  );
}
