import { describe, expect, it } from 'vitest';
import { auditQuery } from '../api/get-audit';
import { auditFiltersFrom } from './audit-filters-url';

describe('audit filters in the address', () => {
  it('reads back what it wrote', () => {
    const filters = {
      actor: 'u1',
      action: 'update_settings',
      from: '2026-11-01',
      to: '2026-11-28',
      target: 'c 1&2',
    } as const;
    const search = auditQuery(filters);
    expect(search).toBe('?actor=u1&action=update_settings&from=2026-11-01&to=2026-11-28&target=c+1%262');
    expect(auditFiltersFrom(new URLSearchParams(search))).toEqual(filters);
  });

  it('has no query when nothing is filtered, and no filter from an empty query', () => {
    expect(auditQuery({})).toBe('');
    expect(auditFiltersFrom(new URLSearchParams(''))).toEqual({});
  });

  it('leaves out what cannot be a filter', () => {
    const params = new URLSearchParams({
      action: 'drop_tables',
      from: '28/11/2026',
      to: '2026-11-28',
      actor: '   ',
      target: 'x'.repeat(101),
      page: '2',
    });
    expect(auditFiltersFrom(params)).toEqual({ to: '2026-11-28' });
  });

  it('keeps a range the wrong way round for the server to refuse', () => {
    const params = new URLSearchParams({ from: '2026-11-28', to: '2026-11-01' });
    expect(auditFiltersFrom(params)).toEqual({ from: '2026-11-28', to: '2026-11-01' });
  });
});
