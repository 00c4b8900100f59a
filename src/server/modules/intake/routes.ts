import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '#server/audit';
import { requireAdmin } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { AppError, notFound } from '#server/errors';
import { requireUuid, uuidParamsSchema } from '#server/http/id-params';
import { MESSAGES } from '#shared/domain';
import {
  createIntakeFormBodySchema,
  INTAKE_HONEYPOT_FIELD,
  type IntakeAnswer,
  intakeAnswerSchema,
  intakeFormListSchema,
  intakeFormSchema,
  intakeSubmissionSchema,
  updateIntakeFormBodySchema,
} from '#shared/schemas/intake';
import { type AdmittedForm, admitSubmission } from './admit-submission';
import { createIntakeForm } from './create-intake-form';
import { deleteIntakeForm, listIntakeForms, setIntakeFormEnabled } from './manage-intake-forms';
import { storeLead } from './store-lead';

/** The public intake's prefix: outside the session and the same-origin guard (app.ts). */
export const INTAKE_PATH = '/api/intake/';
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
const keyParamsSchema = z.object({ key: z.string().max(64) });
/** The body is checked in the handler, after the origin and the limits: the schema only documents it. */
const checkedInHandler = () => (value: unknown) => ({ value });

/** Admin routes for intake forms (docs/decisions/0032). */
export async function intakeFormRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = uuidParamsSchema;

  r.get('/api/intake-forms', { schema: { response: { 200: intakeFormListSchema } } }, async (req) => {
    requireAdmin(req);
    return listIntakeForms({ db });
  });

  r.post(
    '/api/intake-forms',
    { schema: { body: createIntakeFormBodySchema, response: { 201: intakeFormSchema } } },
    async (req, reply) => {
      const admin = requireAdmin(req);
      const created = await createIntakeForm({ db, body: req.body });
      await recordAudit(db, {
        actor: admin,
        action: 'create_intake_form',
        targetType: 'intake_form',
        targetId: created.id,
        details: { name: created.name, target: req.body.target, allowedOrigins: req.body.allowedOrigins },
      });
      return reply.status(201).send(created);
    },
  );

  r.patch(
    '/api/intake-forms/:id',
    { schema: { params, body: updateIntakeFormBodySchema, response: { 200: intakeFormSchema } } },
    async (req) => {
      const admin = requireAdmin(req);
      const updated = await setIntakeFormEnabled({
        db,
        id: requireUuid(req.params.id),
        enabled: req.body.enabled,
      });
      await recordAudit(db, {
        actor: admin,
        action: 'update_intake_form',
        targetType: 'intake_form',
        targetId: updated.id,
        details: { enabled: req.body.enabled },
      });
      return updated;
    },
  );

  r.delete('/api/intake-forms/:id', { schema: { params } }, async (req, reply) => {
    const admin = requireAdmin(req);
    const id = requireUuid(req.params.id);
    await deleteIntakeForm({ db, id });
    await recordAudit(db, {
      actor: admin,
      action: 'delete_intake_form',
      targetType: 'intake_form',
      targetId: id,
    });
    return reply.status(204).send();
  });
}

function corsHeaders(reply: FastifyReply, origin: string): FastifyReply {
  return reply
    .header('access-control-allow-origin', origin)
    .header('vary', 'Origin')
    .header('access-control-allow-methods', 'POST')
    .header('access-control-allow-headers', 'content-type')
    .header('access-control-max-age', '600');
}

/** A `redirect` field that names a page on one of the form's origins, else null. */
function redirectTarget(value: string | undefined, form: AdmittedForm): string | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  return form.allowedOrigins.includes(url.origin) ? url.href : null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What an HTML form post gets: back to the landing page when it asked, else a short page. */
function answerFormPost(reply: FastifyReply, status: number, redirect: string | null, message: string) {
  if (redirect) return reply.status(303).header('location', redirect).send();
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Thank you</title><p>${escapeHtml(message)}</p></html>`,
    );
}

/**
 * The public side: `POST /api/intake/:key` from the form's allowed origins, as JSON or an HTML
 * form post, and its CORS preflight. Outside the same-origin guard and the session (app.ts); the
 * form-body parser exists only in this plugin.
 */
export async function intakeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, (_req, body, done) => {
    const fields: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(String(body))) fields[name] ??= value;
    done(null, fields);
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.options('/api/intake/:key', { schema: { params: keyParamsSchema } }, async (req, reply) => {
    const origin = req.headers.origin ?? '';
    const form = await admitForPreflight(db, req.params.key, origin);
    if (!form) throw notFound();
    if (!form.originAllowed) throw new AppError(403, 'origin_refused', MESSAGES.intakeOriginRefused);
    return corsHeaders(reply, origin).status(204).send();
  });

  r.post(
    '/api/intake/:key',
    {
      schema: {
        params: keyParamsSchema,
        body: intakeSubmissionSchema,
        response: { 200: intakeAnswerSchema, 201: intakeAnswerSchema },
      },
      validatorCompiler: checkedInHandler,
    },
    async (req, reply) => submit(db, req, reply),
  );
}

/** A preflight counts nothing: it only says whether the form takes posts from this origin. */
async function admitForPreflight(db: Db, key: string, origin: string) {
  const [row] = await rowsOf<{ originAllowed: boolean }>(
    db,
    sql`select (${origin}::text = any(allowed_origins)) as "originAllowed" from intake_forms where key = ${key} and enabled`,
  );
  return row ?? null;
}

async function submit(db: Db, req: FastifyRequest<{ Params: { key: string } }>, reply: FastifyReply) {
  const origin = req.headers.origin ?? '';
  const form = await admitSubmission(db, { key: req.params.key, origin, ip: req.ip });
  if (!form) throw notFound();
  if (!form.originAllowed) throw new AppError(403, 'origin_refused', MESSAGES.intakeOriginRefused);
  corsHeaders(reply, origin);
  if ((form.ipHits ?? 0) > form.perIpPerMinute || (form.formHits ?? 0) > form.perFormPerMinute) {
    throw new AppError(429, 'rate_limited', MESSAGES.intakeRateLimited);
  }
  const lead = intakeSubmissionSchema.parse(req.body ?? {});
  const isFormPost = (req.headers['content-type'] ?? '').startsWith(FORM_CONTENT_TYPE);
  const redirect = isFormPost ? redirectTarget(lead.redirect, form) : null;
  const answer: IntakeAnswer = { ok: true, message: MESSAGES.intakeThanks };
  // A filled honeypot is a bot: it is told what a person is told, and nothing is stored.
  const status = lead[INTAKE_HONEYPOT_FIELD] ? 200 : (await storeLead(db, form, lead)).created ? 201 : 200;
  if (isFormPost) return answerFormPost(reply, status, redirect, answer.message);
  return reply.status(status).send(answer);
}
