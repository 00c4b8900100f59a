import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '#server/auth/session';
import type { Db } from '#server/db/client';
import type { Exclusive } from '#server/db/exclusive';
import { AppError } from '#server/errors';
import { sendCsvDownload } from '#server/http/csv-download';
import type { JobQueue } from '#server/modules/jobs/queue';
import { MESSAGES } from '#shared/domain';
import { IMPORT_MAX_BYTES } from '#shared/domain/import-rules';
import {
  importIdParamsSchema,
  importListSchema,
  importOptionsSchema,
  importPreviewSchema,
  importRefusedSchema,
  importRevertSchema,
  importSchema,
  importUploadSchema,
} from '#shared/schemas/imports';
import { commitImport } from './commit-import';
import { uploadImport } from './csv-upload';
import { failedRowsCsv } from './failed-rows-csv';
import { IMPORT_JOB, importJobHandler } from './import-job';
import { importView, listImports } from './import-view';
import { loadImport } from './load-import';
import { previewImport } from './preview-import';
import { REVERT_JOB, refusedByRevert, revertImport, revertJobHandler } from './revert-import';

/** A file name the client may send along, for the history: plain text, at most 200 characters. */
function fileNameOf(header: string | string[] | undefined): string | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) return null;
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    name = raw;
  }
  const clean = [...name]
    .filter((ch) => ch >= ' ' && ch !== '\u007f')
    .join('')
    .trim()
    .slice(0, 200);
  return clean || null;
}

/**
 * The CSV import API (issue 15, docs/imports.md); admins only. The CSV body is handed to the
 * upload as the raw stream (this plugin's own text/csv parser), so a 200 MB file is never held
 * in memory; the size limit is counted as it streams.
 */
export async function importRoutes(
  app: FastifyInstance,
  { db, exclusive, jobs }: { db: Db; exclusive: Exclusive; jobs: JobQueue },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('text/csv', { bodyLimit: IMPORT_MAX_BYTES }, (_req, payload, done) =>
    done(null, payload),
  );
  await jobs.work(IMPORT_JOB, importJobHandler({ db, exclusive }, app.log));
  await jobs.work(REVERT_JOB, revertJobHandler(db, app.log));

  r.post(
    '/api/imports',
    { bodyLimit: IMPORT_MAX_BYTES, schema: { response: { 201: importUploadSchema } } },
    async (req, reply) => {
      const admin = requireAdmin(req);
      // Only this plugin's text/csv parser hands over a stream; a JSON body is not a file.
      if (!(req.body instanceof Readable))
        throw new AppError(415, 'unsupported_media_type', MESSAGES.importNotCsv);
      const length = Number(req.headers['content-length']);
      const upload = await uploadImport({
        db,
        admin,
        body: req.body,
        fileName: fileNameOf(req.headers['x-file-name']),
        declaredBytes: Number.isFinite(length) ? length : null,
      });
      return reply.status(201).send(upload);
    },
  );

  r.get('/api/imports', { schema: { response: { 200: importListSchema } } }, async (req) => {
    requireAdmin(req);
    return listImports(db);
  });

  r.get(
    '/api/imports/:id',
    { schema: { params: importIdParamsSchema, response: { 200: importSchema } } },
    async (req) => {
      requireAdmin(req);
      return importView(await loadImport(db, req.params.id));
    },
  );

  r.post(
    '/api/imports/:id/preview',
    {
      schema: {
        params: importIdParamsSchema,
        body: importOptionsSchema,
        response: { 200: importPreviewSchema },
      },
    },
    async (req) => {
      requireAdmin(req);
      return previewImport({ db, exclusive, id: req.params.id, options: req.body });
    },
  );

  r.post(
    '/api/imports/:id/commit',
    { schema: { params: importIdParamsSchema, body: importOptionsSchema, response: { 202: importSchema } } },
    async (req, reply) => {
      const admin = requireAdmin(req);
      const started = await commitImport({ db, jobs, admin, id: req.params.id, options: req.body });
      return reply.status(202).send(started);
    },
  );

  r.post(
    '/api/imports/:id/revert',
    { schema: { params: importIdParamsSchema, response: { 202: importRevertSchema } } },
    async (req, reply) => {
      const admin = requireAdmin(req);
      return reply.status(202).send(await revertImport({ db, jobs, admin, id: req.params.id }));
    },
  );

  r.get(
    '/api/imports/:id/refused',
    { schema: { params: importIdParamsSchema, response: { 200: importRefusedSchema } } },
    async (req) => {
      requireAdmin(req);
      return refusedByRevert(db, req.params.id);
    },
  );

  r.get(
    '/api/imports/:id/failed.csv',
    { exposeHeadRoute: false, schema: { params: importIdParamsSchema } },
    async (req, reply) => {
      requireAdmin(req);
      const { fileName, csv } = await failedRowsCsv(db, req.params.id);
      return sendCsvDownload(reply, fileName, csv);
    },
  );
}
