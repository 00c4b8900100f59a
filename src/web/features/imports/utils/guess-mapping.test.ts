import { describe, expect, it } from 'vitest';
import { guessMapping } from './guess-mapping';

describe('guessMapping', () => {
  it('maps the usual header names to their fields', () => {
    expect(guessMapping(['Full Name', 'E-mail', 'Mobile', 'Country', 'Status', 'Comment', 'Owner'])).toEqual({
      name: 'Full Name',
      email: 'E-mail',
      phone: 'Mobile',
      country: 'Country',
      status: 'Status',
      note: 'Comment',
      agentEmail: 'Owner',
    });
  });

  it('gives an agent column to the agent, not to the client', () => {
    expect(guessMapping(['Agent Email', 'Email', 'Agent Name', 'Name'])).toEqual({
      agentEmail: 'Agent Email',
      email: 'Email',
      name: 'Name',
    });
  });

  it('uses each column once and leaves fields without a likely column out', () => {
    const mapping = guessMapping(['mail', 'Tel.', 'something else']);
    expect(mapping).toEqual({ email: 'mail', phone: 'Tel.' });
    expect(mapping.name).toBeUndefined();
  });

  it('falls back to the first name when there is no full name', () => {
    expect(guessMapping(['First Name', 'Last Name', 'Email Address']).name).toBe('First Name');
  });

  it('reads headers in other scripts without guessing them', () => {
    expect(guessMapping(['الاسم', 'البريد'])).toEqual({});
  });
});
