import { describe, expect, it } from 'vitest';
import { draftProblems, initialDraft, toImportOptions } from './import-draft';

describe('import draft', () => {
  it('starts from the guessed columns and assigns from the agent column when the file has one', () => {
    const draft = initialDraft(['Name', 'Email', 'Owner']);
    expect(draft.mapping).toMatchObject({ name: 'Name', email: 'Email', agentEmail: 'Owner', phone: '' });
    expect(draft.mode).toBe('column');
    expect(draftProblems(draft)).toEqual([]);
  });

  it('asks for the name and email columns and for an agent', () => {
    const draft = initialDraft(['Foo', 'Bar']);
    expect(draftProblems(draft)).toEqual([
      "Choose the column that holds each client's name.",
      "Choose the column that holds each client's email.",
      'Choose the agent who gets the clients.',
    ]);
    expect(draftProblems({ ...draft, mode: 'round-robin' })).toContain(
      'Choose at least one agent to share the clients between.',
    );
  });

  it('sends only the mapped fields, and no agents when they come from the file', () => {
    const draft = { ...initialDraft(['Name', 'Email', 'Agent']), agentEmails: ['a@x.test'] };
    expect(toImportOptions(draft)).toEqual({
      mapping: { name: 'Name', email: 'Email', agentEmail: 'Agent' },
      assignment: { mode: 'column', agentEmails: [] },
      duplicates: 'skip',
      defaultCountry: 'GB',
      matchAcrossAgents: false,
      defaultStatus: 'new-client',
    });
  });
});
