import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS } from '#web/lib/admin-sections';
import { screensFor } from './palette-screens';

const paths = (role: 'agent' | 'admin', search = '') => screensFor(role, search).map((s) => s.path);

describe('screensFor', () => {
  it("offers each role its own screens and the shared ones, never the other role's", () => {
    expect(paths('agent')).toEqual([
      '/agent',
      '/agent?view=today',
      '/agent/board',
      '/agent/reports',
      '/profile',
      '/knowledge-base',
      '/knowledge-base/training',
      '/knowledge-base/market-news',
    ]);
    expect(paths('admin')).toContain('/admin/agents');
    expect(paths('admin')).not.toContain('/agent');
    expect(paths('agent', 'board')).toEqual(['/agent/board']);
    expect(paths('admin', 'board')).toEqual(['/admin/board']);
    expect(paths('admin', 'webhooks')).toEqual(['/admin/webhooks']);
    // Every admin tab is a screen, the overview under the name of a dashboard.
    expect(paths('admin')).toEqual(expect.arrayContaining(ADMIN_SECTIONS.map((s) => s.path)));
    expect(screensFor('admin', 'dashboard').map((s) => s.label)).toEqual(['Admin Dashboard']);
  });

  it('matches every typed word in the label or keywords, ignoring case', () => {
    expect(paths('admin', 'Manage agents')).toEqual(['/admin/agents']);
    expect(paths('agent', 'calendar')).toEqual(['/knowledge-base/market-news']);
    expect(paths('agent', 'manage')).toEqual([]);
  });
});
