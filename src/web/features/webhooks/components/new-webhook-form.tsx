import { type FormEvent, useState } from 'react';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '#shared/schemas/webhooks';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { TextField } from '#web/components/ui/text-field';
import { apiFieldError, apiFormError } from '#web/lib/api-field-error';
import { useSingleFlight } from '#web/lib/use-single-flight';
import { useCreateWebhook } from '../api/webhooks';

/** 32 random characters, for an admin who has no secret at hand. */
function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, 'x');
}

/** URL, events and secret of a new endpoint; the secret is shown only while typing it here. */
export function NewWebhookForm() {
  const create = useCreateWebhook();
  const flight = useSingleFlight();
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // One webhook per submission, however fast the second click (the refusal shows from create.error).
    flight.run(() =>
      create.mutateAsync({ url, events, secret }).then(
        () => {
          setUrl('');
          setSecret('');
        },
        () => undefined,
      ),
    );
  };
  const general = apiFormError(create.error);
  const secretError = apiFieldError(create.error, 'secret');

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="New webhook">
      <TextField
        id="webhook-url"
        label="Endpoint URL"
        type="url"
        placeholder="https://example.com/hooks/crm"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={apiFieldError(create.error, 'url')}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-soft-foreground">Events to send</legend>
        <div className="grid gap-1 sm:grid-cols-3">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex min-h-8 cursor-pointer items-center gap-2 font-mono text-xs">
              <input
                type="checkbox"
                checked={events.includes(type)}
                onChange={() =>
                  setEvents((list) =>
                    list.includes(type) ? list.filter((t) => t !== type) : [...list, type],
                  )
                }
              />
              {type}
            </label>
          ))}
        </div>
        <FieldError>{apiFieldError(create.error, 'events')}</FieldError>
      </fieldset>
      {/* The label and the refusal span the row, so the box and Generate stay level at any width. */}
      <div className="grid gap-2">
        <Label htmlFor="webhook-secret">Signing secret (16 to 200 characters, shown only now)</Label>
        <div className="flex gap-2">
          <Input
            id="webhook-secret"
            value={secret}
            autoComplete="off"
            onChange={(e) => setSecret(e.target.value)}
            aria-invalid={Boolean(secretError)}
            aria-describedby={secretError ? 'webhook-secret-error' : undefined}
          />
          <Button type="button" variant="outline" onClick={() => setSecret(randomSecret())}>
            Generate
          </Button>
        </div>
        <FieldError id="webhook-secret-error">{secretError}</FieldError>
      </div>
      <FieldError>{general}</FieldError>
      <Button type="submit" disabled={flight.pending} className="justify-self-start">
        {create.isPending ? 'Adding…' : 'Add webhook'}
      </Button>
    </form>
  );
}
