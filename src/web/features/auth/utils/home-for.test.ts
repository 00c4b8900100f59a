import { describe, expect, it } from 'vitest';
import { afterSignIn, homeFor } from './home-for';

describe('afterSignIn', () => {
  it('returns to the screen the session ended on when the role may open it', () => {
    expect(afterSignIn('agent', '/profile')).toBe('/profile');
    expect(afterSignIn('agent', '/agent/board?status=ringing')).toBe('/agent/board?status=ringing');
    expect(afterSignIn('admin', '/admin/clients?q=dora')).toBe('/admin/clients?q=dora');
    expect(afterSignIn('admin', '/admin')).toBe('/admin');
  });

  it("goes home for another role's screen, a look-alike path, or nothing to return to", () => {
    expect(afterSignIn('agent', '/admin/clients')).toBe(homeFor('agent'));
    expect(afterSignIn('admin', '/agent')).toBe('/admin');
    expect(afterSignIn('agent', '/agents-export')).toBe('/agent');
    expect(afterSignIn('agent', '//evil.example/agent')).toBe('/agent');
    expect(afterSignIn('agent', undefined)).toBe('/agent');
    expect(afterSignIn('agent', 42)).toBe('/agent');
  });
});
