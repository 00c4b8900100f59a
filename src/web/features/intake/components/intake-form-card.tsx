import { useState } from 'react';
import type { IntakeForm } from '#shared/schemas/intake';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { useDeleteIntakeForm, useSetIntakeFormEnabled } from '../api/intake-forms';
import { embedSnippet } from './embed-snippet';

const MODE_NAMES = { agent: 'One agent', 'round-robin': 'Round robin', 'least-loaded': 'Least loaded' };

/** One form: where it posts, who gets its leads, and the snippet to copy. */
export function IntakeFormCard({ form }: { form: IntakeForm }) {
  const setEnabled = useSetIntakeFormEnabled();
  const remove = useDeleteIntakeForm();
  const [copied, setCopied] = useState(false);
  const snippet = embedSnippet(form, window.location.origin);
  const snippetId = `snippet-${form.id}`;

  const copy = async () => {
    await navigator.clipboard?.writeText(snippet).catch(() => {});
    setCopied(true);
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle dir="auto" className="min-w-0 break-words">
            {form.name}
          </CardTitle>
          <Badge tone={form.enabled ? 'success' : 'neutral'}>{form.enabled ? 'Enabled' : 'Disabled'}</Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium">Posts to</dt>
          <dd className="break-all font-mono text-xs" data-testid="intake-url">
            {window.location.origin}
            {form.path}
          </dd>
          <dt className="font-medium">Leads go to</dt>
          <dd dir="auto">
            {MODE_NAMES[form.target.mode]}:{' '}
            {form.target.agents.map((a) => a.name || a.email).join(', ') || 'nobody'}
          </dd>
          <dt className="font-medium">Allowed origins</dt>
          <dd className="break-all">{form.allowedOrigins.join(', ')}</dd>
          <dt className="font-medium">Limits</dt>
          <dd>
            {form.perIpPerMinute} a minute per address, {form.perFormPerMinute} a minute in all
          </dd>
        </dl>
        <div className="grid gap-1">
          <label htmlFor={snippetId} className="font-medium">
            Embeddable HTML
          </label>
          <textarea
            id={snippetId}
            readOnly
            value={snippet}
            rows={6}
            className="w-full rounded-md border border-input bg-muted p-2 font-mono text-xs"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={copy}>
            {copied ? 'Copied' : 'Copy snippet'}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={setEnabled.isPending}
            onClick={() => setEnabled.mutate({ id: form.id, enabled: !form.enabled })}
          >
            {form.enabled ? 'Disable' : 'Enable'}
          </Button>
          <Button
            type="button"
            variant="destructive"
            size="sm"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(`Delete the form “${form.name}”? Landing pages posting to it will get 404.`))
                remove.mutate(form.id);
            }}
          >
            Delete
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
