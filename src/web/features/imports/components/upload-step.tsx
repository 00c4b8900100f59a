import { FileUp } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { errorMessage } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import type { ImportUpload } from '../api/types';
import { type UploadProgress, uploadImport } from '../api/upload-import';
import { formatBytes } from '../utils/job-rate';
import { ProgressBar } from './progress-bar';

/** The server refuses bigger files with 413; saying so before sending saves a long upload. */
export const MAX_FILE_BYTES = 200 * 1024 * 1024;

/** Why a file cannot be sent, or null. The server checks again; this only saves a pointless upload. */
export function fileProblem(file: File): string | null {
  const csvName = /\.csv$/i.test(file.name);
  const csvType = ['', 'text/csv', 'application/vnd.ms-excel', 'text/plain'].includes(file.type);
  if (!csvName && !csvType)
    return `${file.name} is not a CSV file. Export the sheet as CSV (comma or semicolon separated).`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > MAX_FILE_BYTES)
    return `${file.name} is ${formatBytes(file.size)}; files can be up to ${formatBytes(MAX_FILE_BYTES)}.`;
  return null;
}

/** Step 1: a file dropped or picked is streamed to the server, with its upload progress. */
export function UploadStep({ onUploaded }: { onUploaded: (upload: ImportUpload) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState<{ file: File; progress: UploadProgress | null } | null>(null);

  const send = async (file: File) => {
    const problem = fileProblem(file);
    setError(problem);
    if (problem || sending) return;
    setSending({ file, progress: null });
    try {
      const upload = await uploadImport(file, (progress) => setSending({ file, progress }));
      onUploaded(upload);
    } catch (err) {
      setError(errorMessage(err));
      setSending(null);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  };

  return (
    <Card className="grid gap-4 p-6">
      {/* Dropping is a shortcut for the pointer; the button below does the same from the keyboard. */}
      <section
        aria-label="Drop zone for the CSV file"
        data-testid="import-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'grid justify-items-center gap-3 rounded-lg border-2 border-dashed border-border px-4 py-10 text-center',
          dragging && 'border-brand-600 bg-subtle',
        )}
      >
        <FileUp className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-medium">Drop a CSV file here</p>
        <p className="max-w-prose text-sm text-muted-foreground">
          UTF-8, comma or semicolon separated, with a header row. Up to 1,000,000 rows and{' '}
          {formatBytes(MAX_FILE_BYTES)}.
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          // Reached through the visible button; no second, invisible stop for the keyboard.
          tabIndex={-1}
          disabled={Boolean(sending)}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void send(file);
          }}
        />
        <Button variant="outline" disabled={Boolean(sending)} onClick={() => input.current?.click()}>
          Choose a file
        </Button>
        <label htmlFor={inputId} className="sr-only">
          CSV file to import
        </label>
      </section>
      {sending ? <UploadProgressLine file={sending.file} progress={sending.progress} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-danger wrap-anywhere">
          {error}
        </p>
      ) : null}
    </Card>
  );
}

function UploadProgressLine({ file, progress }: { file: File; progress: UploadProgress | null }) {
  const sent = progress && progress.total > 0 ? progress.loaded / progress.total : 0;
  const reading = progress !== null && progress.loaded >= progress.total;
  return (
    <div className="grid gap-2">
      <ProgressBar label={`Uploading ${file.name}`} value={sent} />
      <p className="text-sm text-muted-foreground wrap-anywhere" aria-live="polite">
        {reading
          ? `Reading ${file.name} on the server...`
          : `Uploading ${file.name}: ${formatBytes(progress?.loaded ?? 0)} of ${formatBytes(file.size)}`}
      </p>
    </div>
  );
}
