import { Body, PipeTransform, Query } from '@nestjs/common';
import type { ZodType } from 'zod';
import { containsNul } from '@leadsignal/contracts';
import { ApiError } from '../errors/api-error';
import { zodErrorToItems } from './zod-errors';

/** Validates (and transforms) a request part with a zod schema from libs/contracts. */
export class ZodValidationPipe<T extends ZodType> implements PipeTransform {
  constructor(private readonly schema: T) {}

  transform(value: unknown) {
    if (value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0)) {
      // An absent JSON body arrives as {}; let the schema decide whether that is acceptable.
      value = value ?? {};
    }
    // reportInput: the issue carries the offending value, so a wrong type is not reported as a missing one.
    const result = this.schema.safeParse(value, { reportInput: true });
    if (!result.success) throw new ApiError(400, zodErrorToItems(result.error));
    // Every text field's schema refuses NUL (libs/contracts/src/text.ts); this catches one that forgot.
    if (containsNul(result.data)) throw ApiError.badRequest('The request must not contain the NUL character.');
    return result.data as T['_output'];
  }
}

/** `@ZodBody(schema) body: z.infer<typeof schema>` */
export const ZodBody = (schema: ZodType) => Body(new ZodValidationPipe(schema));
/** `@ZodQuery(schema) query: z.infer<typeof schema>` */
export const ZodQuery = (schema: ZodType) => Query(new ZodValidationPipe(schema));
