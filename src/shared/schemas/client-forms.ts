/**
 * The client dialogs' shapes (spec §2 Client dialog, §5), derived from the request and response
 * schemas in clients.ts so the web app writes none of their rules again.
 */
import { z } from 'zod';
import { type ClientStatus, MESSAGES } from '../domain';
import { clientSchema, planIdSchema, updateClientBodySchema } from './clients';

const ACCOUNT_DETAILS: ClientStatus = 'account-details';

/**
 * 'Update Client Status' and 'Edit Client Details' as typed: every field is text. The groups
 * mirror the request body, so a rule the body breaks is reported on the field that holds it.
 * The status is free text because a client may still hold a status from older data.
 */
export const clientEditValuesSchema = clientSchema
  .pick({ name: true, email: true, status: true, agentId: true })
  .extend({
    phone: z.string(),
    country: z.string(),
    note: z.string(),
    /** The follow-up as the date-time picker writes it (local time), blank for none (issue 14). */
    nextFollowUpAt: z.string(),
    invoice: z.object({ plan: z.union([planIdSchema, z.literal('')]), amount: z.string() }),
    tradingAccount: z.object({ id: z.string(), password: z.string(), server: z.string() }),
  });
export type ClientEditValues = z.input<typeof clientEditValuesSchema>;

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * The update body plus the one rule it leaves to the server: trading account details are set as
 * a unit, and moving to Account Details needs all three (spec §5). The invoice rule (plan and
 * amount together) is already part of the body schema.
 */
export const updateClientRequestSchema = updateClientBodySchema.superRefine((body, ctx) => {
  const account = body.tradingAccount;
  const given = filled(account?.id) || filled(account?.password) || filled(account?.server);
  if (!given && body.status !== ACCOUNT_DETAILS) return;
  if (filled(account?.id) && filled(account?.password) && filled(account?.server)) return;
  ctx.addIssue({
    code: 'custom',
    message: MESSAGES.accountDetailsRequired.description,
    path: ['tradingAccount'],
  });
});
