import { expect } from 'vitest';
import type { ImportOptionsInput } from '#shared/schemas/imports';
import type { TestApp } from '#tests/support/test-app';

/** Uploads `csv` as an admin would from the import screen. */
export function uploadCsv(
  t: TestApp,
  cookie: string,
  csv: string | Buffer,
  headers: Record<string, string> = {},
) {
  return t.request({
    method: 'POST',
    url: '/api/imports',
    cookie,
    headers: { 'content-type': 'text/csv', ...headers },
    payload: csv,
  });
}

export async function uploadOk(t: TestApp, cookie: string, csv: string) {
  const res = await uploadCsv(t, cookie, csv);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; columns: string[]; sampleRows: string[][]; rowCount: number };
}

export function importRequest(
  t: TestApp,
  cookie: string,
  id: string,
  step: 'preview' | 'commit',
  body: ImportOptionsInput,
) {
  return t.request({ method: 'POST', url: `/api/imports/${id}/${step}`, cookie, payload: body });
}

type ImportState = {
  status: string;
  rowsDone: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  reverted: number;
  revertRefused: number;
};

/** Polls the import until its status is one of `statuses` (the job runs on the queue's own time). */
export async function waitForImport(
  t: TestApp,
  cookie: string,
  id: string,
  statuses: string[],
): Promise<ImportState> {
  for (;;) {
    const res = await t.request({ method: 'GET', url: `/api/imports/${id}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ImportState;
    if (statuses.includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A mapping of the usual columns, with options on top. */
export function options(agentEmails: string[], extra: Partial<ImportOptionsInput> = {}): ImportOptionsInput {
  return {
    mapping: { name: 'Name', email: 'Email', phone: 'Phone', country: 'Country', note: 'Note' },
    assignment: { mode: 'agent', agentEmails },
    duplicates: 'skip',
    defaultCountry: 'GB',
    ...extra,
  };
}
