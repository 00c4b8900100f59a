import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { Card } from '#web/components/ui/card';
import { LinkButton } from '#web/components/ui/link-button';
import { Loading } from '#web/components/ui/loading';
import { AdminSubpageLayout } from '#web/features/layout';
import { ApiError, errorMessage } from '#web/lib/api';
import { useImport } from '../api/get-import';
import { importKeys } from '../api/query-keys';
import type { ImportUpload } from '../api/types';
import { rememberSample } from '../utils/sample-store';
import { ImportHistory } from './import-history';
import { ImportSetup } from './import-setup';
import { ProgressStep } from './progress-step';
import { StepList } from './step-list';
import { SummaryStep } from './summary-step';
import { UploadStep } from './upload-step';

/**
 * /admin/clients/import (upload and history) and /admin/clients/import/:id (the import's steps).
 * The id in the address is all a reload needs: the step follows the import's state on the server.
 */
export function ImportClientsPage() {
  const { id } = useParams();
  return (
    <AdminSubpageLayout
      title="Import clients"
      description="Bring clients in from a CSV file: map its columns, check it, then import. Every import can be undone."
      back="/admin/clients"
      backLabel="Back to Client Management"
    >
      {id ? <ImportSteps id={id} /> : <StartImport />}
    </AdminSubpageLayout>
  );
}

function StartImport() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const uploaded = (upload: ImportUpload) => {
    rememberSample(upload);
    void queryClient.invalidateQueries({ queryKey: importKeys.history() });
    navigate(`/admin/clients/import/${upload.id}`);
  };
  return (
    <>
      <StepList current="Upload" />
      <UploadStep onUploaded={uploaded} />
      <ImportHistory />
    </>
  );
}

function ImportSteps({ id }: { id: string }) {
  const job = useImport(id);
  if (job.isPending) return <Loading label="Loading the import..." />;
  if (job.error)
    return (
      <Card className="grid justify-items-start gap-3 p-6">
        <p role="alert" className="text-sm text-danger">
          {job.error instanceof ApiError && job.error.status === 404
            ? 'This import does not exist.'
            : `The import could not be loaded: ${errorMessage(job.error)}`}
        </p>
        <LinkButton to="/admin/clients/import" icon={Upload} variant="outline">
          Start an import
        </LinkButton>
      </Card>
    );
  const state = job.data;
  if (state.status === 'uploaded') return <ImportSetup job={state} />;
  if (state.status === 'running')
    return (
      <>
        <StepList current="Import" />
        <ProgressStep job={state} />
      </>
    );
  return (
    <>
      <StepList current="Summary" />
      {state.status === 'reverting' ? <ProgressStep job={state} /> : <SummaryStep job={state} />}
    </>
  );
}
