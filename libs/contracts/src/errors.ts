// The one error shape every failed API call answers with (ARCHITECTURE §3). The SPA toasts errors[0].reason.
import { z } from 'zod';

export const errorItemSchema = z.object({
  reason: z.string(),
  field: z.string().optional(),
});
export type ErrorItem = z.infer<typeof errorItemSchema>;

export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  errors: z.array(errorItemSchema).min(1),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
