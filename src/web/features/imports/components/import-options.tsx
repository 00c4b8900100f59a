import { useId } from 'react';
import { type ClientStatus, STATUS_INFO } from '#shared/domain';
import { IMPORT_START_STATUSES } from '#shared/domain/import-rules';
import { Label } from '#web/components/ui/label';
import { NativeSelect } from '#web/components/ui/native-select';
import type { AssignmentMode } from '../api/types';
import { countryOptions } from '../utils/countries';
import { agentsMissing, type ImportDraft } from '../utils/import-draft';
import { AgentPicker } from './agent-picker';

const MODES: { value: AssignmentMode; label: string; hint: string }[] = [
  { value: 'agent', label: 'One agent', hint: 'Every client goes to the agent you choose.' },
  { value: 'round-robin', label: 'Round robin', hint: 'Clients are dealt in turn to the agents you choose.' },
  {
    value: 'least-loaded',
    label: 'Least loaded',
    hint: 'Each client goes to whichever chosen agent has the fewest open clients.',
  },
  { value: 'column', label: "From the file's agent column", hint: 'Each row names its agent by email.' },
];

type Props = {
  draft: ImportDraft;
  onChange: (draft: ImportDraft) => void;
  /** The check was asked for while the assignment lacks its agents: their picker is marked. */
  showMissingAgents?: boolean;
};

/** Duplicates, phone numbers and assignment: everything besides the columns. */
export function ImportOptionsForm({ draft, onChange, showMissingAgents = false }: Props) {
  const id = useId();
  const set = (patch: Partial<ImportDraft>) => onChange({ ...draft, ...patch });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid content-start gap-4">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-base font-semibold">Duplicates</legend>
          <p className="text-sm text-muted-foreground">
            A row is a duplicate when its email already belongs to a client of the same agent.
          </p>
          {(['skip', 'update'] as const).map((choice) => (
            <label key={choice} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-duplicates`}
                className="mt-1"
                checked={draft.duplicates === choice}
                onChange={() => set({ duplicates: choice })}
              />
              {choice === 'skip'
                ? 'Skip them (keep the existing client as it is)'
                : "Update them (the file's values replace the existing ones)"}
            </label>
          ))}
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={draft.matchAcrossAgents}
              onChange={(e) => set({ matchAcrossAgents: e.target.checked })}
            />
            Also match the same email or phone anywhere in the organisation
          </label>
        </fieldset>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-country`}>Default country for phone numbers</Label>
          <NativeSelect
            id={`${id}-country`}
            aria-describedby={`${id}-country-hint`}
            value={draft.defaultCountry}
            onValueChange={(defaultCountry) => set({ defaultCountry })}
            options={countryOptions()}
          />
          <p id={`${id}-country-hint`} className="text-sm text-muted-foreground">
            Numbers without a +country code are read as this country's and stored as +E.164. Numbers that
            cannot be read are kept as typed and listed in the check.
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>Starting status</Label>
          <NativeSelect
            id={`${id}-status`}
            aria-describedby={`${id}-status-hint`}
            value={draft.defaultStatus}
            onValueChange={(status) => set({ defaultStatus: status as ClientStatus })}
            options={IMPORT_START_STATUSES.map((s) => ({ value: s, label: STATUS_INFO[s].label }))}
          />
          <p id={`${id}-status-hint`} className="text-sm text-muted-foreground">
            For rows without a status. A status column may hold only these starting statuses (
            {IMPORT_START_STATUSES.map((s) => STATUS_INFO[s].label).join(', ')}); other values are reported in
            the check.
          </p>
        </div>
      </div>
      <fieldset className="grid content-start gap-2">
        <legend className="mb-1 text-base font-semibold">Assign clients</legend>
        {MODES.map((mode) => (
          <label key={mode.value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              className="mt-1"
              checked={draft.mode === mode.value}
              onChange={() =>
                set({
                  mode: mode.value,
                  agentEmails: mode.value === 'agent' ? draft.agentEmails.slice(0, 1) : draft.agentEmails,
                })
              }
            />
            <span>
              <span className="font-medium">{mode.label}</span>
              <span className="block text-muted-foreground">{mode.hint}</span>
            </span>
          </label>
        ))}
        {draft.mode === 'column' ? null : (
          <AgentPicker
            single={draft.mode === 'agent'}
            selected={draft.agentEmails}
            onChange={(agentEmails) => set({ agentEmails })}
            invalid={showMissingAgents && agentsMissing(draft)}
          />
        )}
      </fieldset>
    </div>
  );
}
