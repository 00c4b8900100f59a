import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '#web/lib/api';
import { useIdempotencyKeys } from '#web/lib/idempotency-key';
import { useCommitImport } from '../api/commit-import';
import type { ImportJob } from '../api/types';
import { initialDraft, toImportOptions } from '../utils/import-draft';
import { recallSample } from '../utils/sample-store';
import { CheckStep } from './check-step';
import { MapStep } from './map-step';
import { StepList } from './step-list';

/** Steps 2 and 3 of an uploaded file: the mapping and options, then the dry run and the commit. */
export function ImportSetup({ job }: { job: ImportJob }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(() => initialDraft(job.columns));
  const [checking, setChecking] = useState(false);
  const commit = useCommitImport(job.id);
  const keys = useIdempotencyKeys();
  const sampleRows = useMemo(() => recallSample(job.id), [job.id]);
  // One object per visit of the check, so the dry run runs once per visit.
  const options = useMemo(() => toImportOptions(draft), [draft]);

  if (!checking)
    return (
      <>
        <StepList current="Map columns" />
        <MapStep
          upload={{ id: job.id, columns: job.columns, sampleRows, rowCount: job.rowCount }}
          draft={draft}
          onChange={setDraft}
          onCheck={() => setChecking(true)}
          onCancel={() => navigate('/admin/clients/import')}
        />
      </>
    );
  return (
    <>
      <StepList current="Check" />
      <CheckStep
        id={job.id}
        rowCount={job.rowCount}
        options={options}
        committing={commit.isPending}
        commitError={commit.error ? errorMessage(commit.error) : null}
        onBack={() => {
          commit.reset();
          setChecking(false);
        }}
        onCommit={() => commit.mutate({ options, key: keys.keyFor(options) })}
      />
    </>
  );
}
