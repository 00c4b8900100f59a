/** Intake forms and the public lead submission (issue 17, docs/decisions/0032). */
import { z } from 'zod';
import { MESSAGES } from '../domain';
import { CLIENT_FIELD_LIMITS, clientEmailSchema, createClientBodySchema } from './clients';

export const INTAKE_TARGET_MODES = ['agent', 'round-robin', 'least-loaded'] as const;
export type IntakeTargetMode = (typeof INTAKE_TARGET_MODES)[number];

export const INTAKE_LIMITS = {
  name: 100,
  agents: 50,
  origins: 20,
  utm: 200,
  perIpPerMinute: { default: 10, max: 100_000 },
  perFormPerMinute: { default: 600, max: 1_000_000 },
};

/** `http(s)://host[:port]` exactly as a browser sends it in Origin: no path, no trailing slash. */
export const originSchema = z
  .string({ error: MESSAGES.intakeOriginInvalid })
  .trim()
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.toLowerCase();
  }, MESSAGES.intakeOriginInvalid)
  .transform((value) => value.toLowerCase());

export const intakeTargetSchema = z
  .strictObject({
    mode: z.enum(INTAKE_TARGET_MODES, { error: MESSAGES.intakeAgentsRequired }),
    agentEmails: z
      .array(clientEmailSchema, { error: MESSAGES.intakeAgentsRequired })
      .min(1, MESSAGES.intakeAgentsRequired)
      .max(INTAKE_LIMITS.agents, MESSAGES.intakeAgentsRequired)
      .transform((emails) => [...new Set(emails.map((e) => e.toLowerCase()))]),
  })
  .refine((t) => t.mode !== 'agent' || t.agentEmails.length === 1, {
    message: MESSAGES.intakeAgentsRequired,
    path: ['agentEmails'],
  });

const perMinute = (max: number, fallback: number) => z.number().int().min(1).max(max).default(fallback);

export const createIntakeFormBodySchema = z.strictObject({
  name: z
    .string({ error: MESSAGES.intakeFormNameRequired })
    .trim()
    .min(1, MESSAGES.intakeFormNameRequired)
    .max(INTAKE_LIMITS.name),
  target: intakeTargetSchema,
  allowedOrigins: z
    .array(originSchema, { error: MESSAGES.intakeOriginInvalid })
    .min(1, MESSAGES.intakeOriginsRequired)
    .max(INTAKE_LIMITS.origins)
    .transform((origins) => [...new Set(origins)]),
  perIpPerMinute: perMinute(INTAKE_LIMITS.perIpPerMinute.max, INTAKE_LIMITS.perIpPerMinute.default),
  perFormPerMinute: perMinute(INTAKE_LIMITS.perFormPerMinute.max, INTAKE_LIMITS.perFormPerMinute.default),
});
export type CreateIntakeFormBody = z.infer<typeof createIntakeFormBodySchema>;
export type CreateIntakeFormInput = z.input<typeof createIntakeFormBodySchema>;

export const updateIntakeFormBodySchema = z.strictObject({ enabled: z.boolean() });

export const intakeFormSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  target: z.object({
    mode: z.enum(INTAKE_TARGET_MODES),
    agents: z.array(z.object({ id: z.string(), email: z.string(), name: z.string() })),
  }),
  allowedOrigins: z.array(z.string()),
  perIpPerMinute: z.number().int(),
  perFormPerMinute: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The path a landing page posts to. */
  path: z.string(),
});
export type IntakeForm = z.infer<typeof intakeFormSchema>;
export const intakeFormListSchema = z.object({ items: z.array(intakeFormSchema) });

const utm = z
  .string()
  .trim()
  .max(INTAKE_LIMITS.utm)
  .optional()
  .transform((v) => (v ? v : null));

/**
 * A lead as a landing page posts it (JSON or an HTML form): the client-create rules and messages
 * for name, email, phone, country and note, plus the UTM fields, the honeypot and an optional
 * page to send the browser back to. Unknown fields (a submit button's name) are ignored.
 */
export const intakeSubmissionSchema = z.object({
  name: createClientBodySchema.shape.name,
  email: clientEmailSchema,
  phone: createClientBodySchema.shape.phone,
  country: createClientBodySchema.shape.country,
  note: createClientBodySchema.shape.note,
  utm_source: utm,
  utm_medium: utm,
  utm_campaign: utm,
  /** The honeypot: hidden from people, so anything in it was typed by a bot. */
  website: z.string().max(CLIENT_FIELD_LIMITS.note).optional(),
  /** An HTML form post: where to send the browser afterwards (an allowed origin's page). */
  redirect: z.string().max(2000).optional(),
});
export type IntakeSubmission = z.infer<typeof intakeSubmissionSchema>;
export const INTAKE_HONEYPOT_FIELD = 'website';

export const intakeAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });
export type IntakeAnswer = z.infer<typeof intakeAnswerSchema>;
