import type { ZodError } from 'zod';
import type { ErrorItem } from '@leadsignal/contracts';

/** One error item per zod issue; `field` is the dotted path of the offending value. */
export function zodErrorToItems(error: ZodError): ErrorItem[] {
  return error.issues.slice(0, 20).map((issue) => {
    const field = issue.path.join('.') || undefined;
    if (issue.code === 'unrecognized_keys') {
      return {
        reason: `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`,
        field: issue.keys[0],
      };
    }
    if (issue.code === 'invalid_type' && issue.input === undefined) {
      return { reason: `${field ?? 'Value'} is required.`, field };
    }
    const message = issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
    // A schema's own sentence for the user (e.g. an incomplete link), not prefixed with the field's name.
    if (issue.code === 'custom' && (issue.params as { standalone?: boolean } | undefined)?.standalone) {
      return { reason: message, field };
    }
    return { reason: field ? `${field}: ${message}` : message, field };
  });
}
