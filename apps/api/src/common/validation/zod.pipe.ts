import { Body, Param, PipeTransform, Query } from '@nestjs/common';
import type { ZodType } from 'zod';
import { containsNul, idSchema } from '@leadsignal/contracts';
import { DomainError } from '@leadsignal/server-core';

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
    // The exception filter answers a ZodError with one error item per issue (zod-errors.ts).
    if (!result.success) throw result.error;
    // Every text field's schema refuses NUL (libs/contracts/src/text.ts); this catches one that forgot.
    if (containsNul(result.data)) throw DomainError.invalid('The request must not contain the NUL character.');
    return result.data as T['_output'];
  }
}

/** `@ZodBody(schema) body: z.infer<typeof schema>` */
export const ZodBody = (schema: ZodType) => Body(new ZodValidationPipe(schema));
/** `@ZodQuery(schema) query: z.infer<typeof schema>` */
export const ZodQuery = (schema: ZodType) => Query(new ZodValidationPipe(schema));

/**
 * A path parameter read by a schema. A value the schema refuses names no resource at that path, so it
 * answers the route's 404 (a malformed value in a body or query is a 400).
 */
class ZodParamPipe<T extends ZodType> implements PipeTransform {
  constructor(
    private readonly schema: T,
    private readonly notFound: string,
  ) {}

  transform(value: unknown): T['_output'] {
    const result = this.schema.safeParse(value);
    if (!result.success) throw DomainError.notFound(this.notFound);
    return result.data as T['_output'];
  }
}

/** `@ZodParam('key', schema, 'The template was not found.') key: …` — the only way a path parameter is read. */
export const ZodParam = (name: string, schema: ZodType, notFound = 'Not found.') =>
  Param(name, new ZodParamPipe(schema, notFound));

const pathIdSchema = idSchema();

/** `@IdParam('id', 'User not found.') id: string`: a UUID in any letter case, lower-cased (contracts' idSchema). */
export const IdParam = (name = 'id', notFound = 'Not found.') => ZodParam(name, pathIdSchema, notFound);
