import { describe, expect, it } from 'vitest';
import { pageTitle, routeTitle } from './page-title';

describe('pageTitle', () => {
  it('puts the page first and the product last', () => {
    expect(pageTitle('Reports')).toBe('Reports · Wise Expert Advisor');
    expect(pageTitle('Lesson 1', 'Knowledge Base')).toBe('Lesson 1 · Knowledge Base · Wise Expert Advisor');
  });
});

describe('routeTitle', () => {
  it('takes the deepest route that declares a title', () => {
    const matches = [
      { handle: undefined },
      { handle: { title: 'Outer' } },
      { handle: { title: 'Inner' } },
      { handle: {} },
    ];
    expect(routeTitle(matches)).toBe('Inner');
  });

  it('is null when no open route declares one, or a handle is not a title', () => {
    expect(routeTitle([])).toBeNull();
    expect(routeTitle([{ handle: null }, { handle: { title: 3 } }, { handle: 'Reports' }])).toBeNull();
  });
});
