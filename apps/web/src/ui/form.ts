import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one way to build a form (docs/decisions/073): react-hook-form with a zod schema that says
 * what is valid, the contract's own or one built on core's rules, so the browser refuses what the
 * API would refuse, with the same sentences, under the fields. Fields are registered
 * (`{...form.register('email')}` on TextField, Select, TextArea); messages appear after the first
 * submit and go as the field is put right; a refused submit takes the focus to the first field
 * that needs attention; `handleSubmit` hands over the schema's output, already cleaned.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
  });
}
