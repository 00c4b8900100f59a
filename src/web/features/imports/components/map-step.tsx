import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import type { ImportUpload } from '../api/types';
import { draftProblems, type ImportDraft } from '../utils/import-draft';
import { ColumnSelects } from './column-selects';
import { ImportOptionsForm } from './import-options';
import { SampleTable } from './sample-table';

type Props = {
  upload: ImportUpload;
  draft: ImportDraft;
  onChange: (draft: ImportDraft) => void;
  onCheck: () => void;
  onCancel: () => void;
};

/** Step 2: which column feeds which field, with the first rows to see it, then the options. */
export function MapStep({ upload, draft, onChange, onCheck, onCancel }: Props) {
  const [tried, setTried] = useState(false);
  const problems = draftProblems(draft);
  return (
    <form
      className="grid gap-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (problems.length === 0) return onCheck();
        // The keyboard goes to the first field to fix, once the marks are drawn.
        const form = event.currentTarget;
        requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      }}
    >
      <Card className="grid gap-4 p-4 sm:p-6">
        <p className="text-sm text-muted-foreground">
          {upload.rowCount.toLocaleString()} {upload.rowCount === 1 ? 'row' : 'rows'} and{' '}
          {upload.columns.length} columns. Choose the column for each field; we guessed from the header names.
        </p>
        <ColumnSelects
          columns={upload.columns}
          mapping={draft.mapping}
          onChange={(mapping) => onChange({ ...draft, mapping })}
        />
        {upload.sampleRows.length > 0 ? (
          <SampleTable columns={upload.columns} rows={upload.sampleRows} mapping={draft.mapping} />
        ) : (
          // The first rows come with the upload's answer; a page opened later has only the headers.
          <p className="text-sm text-muted-foreground">
            The file's first rows are shown only right after its upload.
          </p>
        )}
      </Card>
      <Card className="p-4 sm:p-6">
        <ImportOptionsForm draft={draft} onChange={onChange} showMissingAgents={tried} />
      </Card>
      {tried && problems.length > 0 ? (
        <ul role="alert" className="grid gap-1 text-sm text-danger">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Choose another file
        </Button>
        <Button type="submit">Check the file</Button>
      </div>
    </form>
  );
}
