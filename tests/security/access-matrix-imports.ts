/**
 * Matrix rows for the CSV import (issue 15); read them like those of `access-matrix.ts`. Every
 * route is an admin's: agents get 403. The upload takes only a text/csv body, so the JSON body
 * the matrix sends is 415 for an admin; the rest name an import nobody made, so 404 for an admin
 * (imports-*.api.test.ts cover the admin's real answers).
 */
import { adminOnly, fixed, type MatrixRow, same, signedIn } from './support/matrix-cells';

const NO_IMPORT = '/api/imports/00000000-0000-4000-8000-000000000000';
const OPTIONS = {
  mapping: { name: 'Name', email: 'Email' },
  assignment: { mode: 'agent', agentEmails: ['nobody@example.com'] },
};

export const IMPORT_ROWS: readonly MatrixRow[] = [
  { route: 'POST /api/imports', expect: signedIn(same(403), same(415)), request: fixed('/api/imports', {}) },
  { route: 'GET /api/imports', expect: adminOnly(same(200)), request: fixed('/api/imports') },
  { route: 'GET /api/imports/:id', expect: adminOnly(same(404)), request: fixed(NO_IMPORT) },
  {
    route: 'POST /api/imports/:id/preview',
    expect: adminOnly(same(404)),
    request: fixed(`${NO_IMPORT}/preview`, OPTIONS),
  },
  {
    route: 'POST /api/imports/:id/commit',
    expect: adminOnly(same(404)),
    request: fixed(`${NO_IMPORT}/commit`, OPTIONS),
  },
  {
    route: 'POST /api/imports/:id/revert',
    expect: adminOnly(same(404)),
    request: fixed(`${NO_IMPORT}/revert`),
  },
  {
    route: 'GET /api/imports/:id/refused',
    expect: adminOnly(same(404)),
    request: fixed(`${NO_IMPORT}/refused`),
  },
  {
    route: 'GET /api/imports/:id/failed.csv',
    expect: adminOnly(same(404)),
    request: fixed(`${NO_IMPORT}/failed.csv`),
  },
];
