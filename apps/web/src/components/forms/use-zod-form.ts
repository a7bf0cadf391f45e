// One way to hold a form: react-hook-form validated by a zod schema (usually one of libs/contracts, with the
// form's own words for what is required). A field's problem shows once the form has been submitted, then
// follows the typing; submit hands over the schema's output (trimmed, lower-cased … as the API reads it).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A schema a form can be validated by: an object of fields. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export function useZodForm<S extends FormSchema>(schema: S, defaultValues: DefaultValues<z.input<S>>): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
