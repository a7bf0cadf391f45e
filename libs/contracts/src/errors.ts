// The one error shape every failed API call answers with (ARCHITECTURE §3). The SPA toasts errors[0].reason.
import { z } from 'zod';

export const apiErrorItemSchema = z.object({
  reason: z.string(),
  field: z.string().optional(),
});
export type ApiErrorItem = z.infer<typeof apiErrorItemSchema>;

export const apiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  errors: z.array(apiErrorItemSchema).min(1),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
