import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { isClientStatus, isTerminal, STATUS_INFO, statusOptions } from '#shared/domain';
import type { ClientEditValues } from '#shared/schemas/client-forms';
import type { Client } from '#shared/schemas/clients';
import { Label } from '#web/components/ui/label';
import { Select } from '#web/components/ui/select';
import type { EditMode } from './client-edit-form';

export type AgentOption = { id: string; name: string };
const UNASSIGNED = '__unassigned__';

type Props = { client: Client; mode: EditMode; agents: readonly AgentOption[] };

/**
 * The status list offers the current status and its allowed next ones (spec §4); a final or
 * unknown status cannot be changed. Admins also pick the owner ('Assign Agent').
 */
export function ClientEditStatusFields({ client, mode, agents }: Props) {
  const ids = useId();
  const { control } = useFormContext<ClientEditValues>();
  const current = isClientStatus(client.status) ? client.status : null;
  const options = current
    ? statusOptions(current).map((s) => ({ value: s, label: STATUS_INFO[s].label }))
    : [{ value: client.status, label: client.status }];
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-status`}>Status</Label>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Select
              id={`${ids}-status`}
              value={field.value}
              onValueChange={field.onChange}
              disabled={!current || isTerminal(current)}
              options={options}
            />
          )}
        />
      </div>
      {mode === 'admin' ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-agent`}>Assign Agent</Label>
          <Controller
            control={control}
            name="agentId"
            render={({ field }) => (
              <Select
                id={`${ids}-agent`}
                value={field.value ?? UNASSIGNED}
                onValueChange={(v) => field.onChange(v === UNASSIGNED ? null : v)}
                options={[
                  { value: UNASSIGNED, label: 'Unassigned' },
                  ...agents.map((a) => ({ value: a.id, label: a.name })),
                ]}
              />
            )}
          />
        </div>
      ) : null}
    </>
  );
}
