import type { ClientStatus } from '#shared/domain';
import { type AssignmentMode, IMPORT_FIELDS, type ImportField, type ImportOptions } from '../api/types';
import { guessMapping } from './guess-mapping';

/** The mapping and options as the form holds them; '' is a field left unmapped. */
export type ImportDraft = {
  mapping: Record<ImportField, string>;
  duplicates: 'skip' | 'update';
  matchAcrossAgents: boolean;
  defaultStatus: ClientStatus;
  defaultCountry: string;
  mode: AssignmentMode;
  agentEmails: string[];
};

export const FIELD_LABELS: Record<ImportField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  country: 'Country',
  status: 'Status',
  note: 'First note',
  agentEmail: 'Agent (by email)',
};

export const REQUIRED_FIELDS: readonly ImportField[] = ['name', 'email'];

/** A new draft for a file's columns: guessed columns, skip duplicates, one agent. */
export function initialDraft(columns: readonly string[], defaultCountry = 'GB'): ImportDraft {
  const guessed = guessMapping(columns);
  const mapping = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, guessed[f] ?? ''])) as Record<
    ImportField,
    string
  >;
  return {
    mapping,
    duplicates: 'skip',
    matchAcrossAgents: false,
    defaultStatus: 'new-client',
    defaultCountry,
    mode: mapping.agentEmail ? 'column' : 'agent',
    agentEmails: [],
  };
}

/** What stops the dry run, in the order the form shows the fields; empty when it can run. */
export function draftProblems(draft: ImportDraft): string[] {
  const problems: string[] = [];
  for (const field of REQUIRED_FIELDS) {
    if (!draft.mapping[field])
      problems.push(`Choose the column that holds each client's ${FIELD_LABELS[field].toLowerCase()}.`);
  }
  if (draft.mode === 'column' && !draft.mapping.agentEmail)
    problems.push('Choose the agent column, or assign the clients another way.');
  if (agentsMissing(draft))
    problems.push(
      draft.mode === 'agent'
        ? 'Choose the agent who gets the clients.'
        : 'Choose at least one agent to share the clients between.',
    );
  return problems;
}

/** The assignment names agents, and not the ones it needs: one for 'agent', at least one otherwise. */
export function agentsMissing(draft: ImportDraft): boolean {
  if (draft.mode === 'column') return false;
  return draft.mode === 'agent' ? draft.agentEmails.length !== 1 : draft.agentEmails.length === 0;
}

/** The request body of the dry run and the commit. */
export function toImportOptions(draft: ImportDraft): ImportOptions {
  const mapping: Partial<Record<ImportField, string>> = {};
  for (const field of IMPORT_FIELDS) if (draft.mapping[field]) mapping[field] = draft.mapping[field];
  return {
    mapping,
    assignment: { mode: draft.mode, agentEmails: draft.mode === 'column' ? [] : draft.agentEmails },
    duplicates: draft.duplicates,
    defaultCountry: draft.defaultCountry,
    matchAcrossAgents: draft.matchAcrossAgents,
    defaultStatus: draft.defaultStatus,
  };
}
