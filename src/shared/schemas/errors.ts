import { z } from 'zod';

/**
 * The one error shape of every `/api` answer that is not a success: `{error:{code,message,fields?}}`.
 * `fields` names the input fields that were wrong, each with the message to show beside it. The
 * builder and reader are in `#shared/domain/error-body`, which the sign-in bundle can load
 * without zod.
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
