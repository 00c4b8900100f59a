import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { type FieldErrors, FormProvider, useForm, useWatch } from 'react-hook-form';
import { type ClientStatus, fill, MESSAGES, STATUS_INFO } from '#shared/domain';
import type { ClientEditValues } from '#shared/schemas/client-forms';
import type { Client, UpdateClientBody } from '#shared/schemas/clients';
import { ConfirmDialog } from '#web/components/ui/alert-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { DraftRestoredNote } from '#web/components/ui/draft-restored-note';
import { Textarea } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { toast } from '#web/components/ui/use-toast';
import { useMe } from '#web/features/auth';
import { ActivityTimeline, FollowUpLine } from '#web/features/calling';
import { ApiError, errorMessage } from '#web/lib/api';
import { applyFields, changedFields, useFormDraft } from '#web/lib/form-draft';
import { toastFormError } from '#web/lib/form-error-toast';
import { useIdempotencyKeys } from '#web/lib/idempotency-key';
import { useSingleFlight } from '#web/lib/use-single-flight';
import { useUpdateClient } from '../api/update-client';
import { ClientEditAccountFields } from './client-edit-account-fields';
import { ClientEditCoreFields } from './client-edit-core-fields';
import { ClientEditFollowUpField } from './client-edit-follow-up-field';
import { clientEditSchema, type EditMode, initialEditValues } from './client-edit-form';
import { ClientEditInvoiceFields } from './client-edit-invoice-fields';
import { type AgentOption, ClientEditStatusFields } from './client-edit-status-fields';
import { StaleClientAlert } from './stale-client-alert';

export type { AgentOption };

/** The refusals the spec words with their own title (spec §5); others read like the server's. */
const TITLED_REFUSALS = [
  MESSAGES.missingClientFields,
  MESSAGES.invoiceDetailsRequired,
  MESSAGES.accountDetailsRequired,
];

/** What a reload does not carry over: the latest status decides what may follow it. */
const STATUS_BOUND = /^(status|invoice|tradingAccount)(\.|$)/;

type Props = {
  client: Client;
  mode: EditMode;
  /** Admin mode: agents the client can be assigned to. */
  agents?: readonly AgentOption[];
  /** The status the dialog opens with already chosen (a card dropped on the board, issue 16). */
  moveTo?: ClientStatus;
  onClose: () => void;
};

/**
 * 'Update Client Status' (agent) and 'Edit Client Details' (admin), spec §2 Client dialog. Saving
 * sends only what changed; a status change is confirmed first; nothing changed just closes.
 */
export function ClientEditDialog({ client: opened, mode, agents = [], moveTo, onClose }: Props) {
  const noteId = useId();
  const [client, setClient] = useState(opened);
  const [stale, setStale] = useState(false);
  const userId = useMe().data?.id;
  const update = useUpdateClient();
  const keys = useIdempotencyKeys();
  const flight = useSingleFlight();
  const schema = useMemo(() => clientEditSchema(client, mode), [client, mode]);
  const form = useForm<ClientEditValues, unknown, UpdateClientBody>({
    resolver: zodResolver(schema),
    defaultValues: { ...initialEditValues(opened), status: moveTo ?? opened.status },
  });
  const draft = useFormDraft(form, {
    key: `client-edit:${opened.id}`,
    userId,
    defaults: initialEditValues(client),
    exclude: ['tradingAccount.password'],
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const [confirming, setConfirming] = useState<UpdateClientBody | null>(null);
  const failureTitle = mode === 'admin' ? MESSAGES.errorUpdatingClient.title : MESSAGES.updateFailed.title;

  const send = (body: UpdateClientBody) =>
    flight.run(() =>
      update.mutateAsync({ id: client.id, body, idempotencyKey: keys.keyFor(body) }).then(
        (saved) => {
          keys.reset();
          toast({
            title: MESSAGES.clientUpdated.title,
            description: fill(MESSAGES.clientUpdated.description, { name: saved.name }),
          });
          onClose();
        },
        (error: unknown) => {
          // The session ended: the app says so and returns to sign-in; the typing was kept as a
          // draft as the session's end was heard (useFormDraft).
          if (error instanceof ApiError && error.status === 401) return;
          if (error instanceof ApiError && error.code === 'stale_version') setStale(true);
          toast({ title: failureTitle, description: errorMessage(error), variant: 'destructive' });
        },
      ),
    );
  const reloaded = (latest: Client) => {
    const typed = changedFields(initialEditValues(client), form.getValues());
    setClient(latest);
    setStale(false);
    form.reset(initialEditValues(latest));
    applyFields(form, Object.fromEntries(Object.entries(typed).filter(([path]) => !STATUS_BOUND.test(path))));
  };
  const save = (body: UpdateClientBody) => {
    if (Object.keys(body).length === 0) return onClose();
    if (body.status) return setConfirming(body);
    send(body);
  };
  const refuse = (errors: FieldErrors<ClientEditValues>) =>
    toastFormError(errors, TITLED_REFUSALS, failureTitle);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent unsaved={form.formState.isDirty} onDiscard={onClose}>
        <DialogHeader>
          <DialogTitle>{mode === 'admin' ? 'Edit Client Details' : 'Update Client Status'}</DialogTitle>
          <DialogDescription>
            {mode === 'admin'
              ? 'Change the client record, owner or status.'
              : 'Move the client along the pipeline.'}
          </DialogDescription>
        </DialogHeader>
        <DraftRestoredNote shown={draft.restored} />
        {stale ? <StaleClientAlert clientId={client.id} onReloaded={reloaded} /> : null}
        <FormProvider {...form}>
          <form className="grid gap-3" noValidate onSubmit={form.handleSubmit(save, refuse)}>
            <ClientEditCoreFields client={client} mode={mode} />
            <ClientEditStatusFields client={client} mode={mode} agents={agents} />
            {status === 'invoice-sent' ? <ClientEditInvoiceFields /> : null}
            {status === 'account-details' ? (
              <ClientEditAccountFields hasPassword={client.tradingAccount.hasPassword} />
            ) : null}
            <ClientEditFollowUpField />
            <div className="grid gap-1.5">
              <Label htmlFor={noteId}>Add Note</Label>
              <Textarea
                id={noteId}
                aria-invalid={Boolean(form.formState.errors.note)}
                {...form.register('note')}
              />
            </div>
            <DialogFormActions onCancel={onClose} pending={flight.pending || form.formState.isSubmitting} />
          </form>
        </FormProvider>
        {/* The admin has no card for the client: its follow-up and activity are shown here. */}
        {mode === 'admin' ? (
          <div className="grid gap-2 border-t border-border pt-3">
            <FollowUpLine nextFollowUpAt={client.nextFollowUpAt} />
            <ActivityTimeline clientId={client.id} preview={client.activity} total={client.activityCount} />
          </div>
        ) : null}
      </DialogContent>
      {confirming?.status ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={MESSAGES.statusConfirmTitle}
          description={fill(MESSAGES.statusConfirmDescription, {
            status: STATUS_INFO[confirming.status].label,
          })}
          confirmLabel="Yes, change status"
          onConfirm={() => {
            send(confirming);
            setConfirming(null);
          }}
        />
      ) : null}
    </Dialog>
  );
}
