/**
 * The pipeline board's requests and answers (issue 16): one column per status with its
 * server-side count and invoice total, and the cards of one column in keyset pages.
 */
import { z } from 'zod';
import { fill, MESSAGES } from '../domain';
import { CLIENT_FIELD_LIMITS, clientSchema, clientStatusSchema } from './clients';

export const BOARD_PAGE_SIZE = 30;
export const BOARD_MAX_PAGE_SIZE = 100;
const limitMessage = fill(MESSAGES.invalidLimit, { max: String(BOARD_MAX_PAGE_SIZE) });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** What narrows the whole board: admins pass `agentId` (an agent's id or `unassigned`); agents see their own. */
const boardFilters = {
  agentId: optionalText(100),
  search: optionalText(CLIENT_FIELD_LIMITS.search),
};

/** `GET /api/board/columns`. */
export const boardColumnsQuerySchema = z.strictObject(boardFilters);
export type BoardColumnsQuery = z.infer<typeof boardColumnsQuerySchema>;

export const boardColumnSchema = z.object({
  status: clientStatusSchema,
  /** Every client in the column under the filters, not only the loaded cards. */
  count: z.number().int(),
  /** The sum of the invoice amounts of every client in the column, two decimals. */
  amount: z.number(),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

/** Every pipeline status once, in pipeline order, empty columns included. */
export const boardColumnsSchema = z.object({ columns: z.array(boardColumnSchema) });
export type BoardColumns = z.infer<typeof boardColumnsSchema>;

/** `GET /api/board/cards`: one column's cards after `after` (a previous page's nextCursor). */
export const boardCardsQuerySchema = z.strictObject({
  ...boardFilters,
  status: clientStatusSchema,
  after: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(BOARD_MAX_PAGE_SIZE, limitMessage)
    .default(BOARD_PAGE_SIZE),
});
export type BoardCardsQuery = z.infer<typeof boardCardsQuerySchema>;

export const boardCardsPageSchema = z.object({
  items: z.array(clientSchema),
  /** Pass as `after` for the next page; null after the last card. */
  nextCursor: z.string().nullable(),
});
export type BoardCardsPage = z.infer<typeof boardCardsPageSchema>;
