import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a form whose controls are not the API's fields one to one (a select
 * plus an "other" text become one column, say). The values are turned into the API body first and
 * checked with the shared schema, so the form shows exactly the server's messages; an error on a
 * field the form names differently is moved to the control that shows it.
 */
export function mappedResolver<
  TForm extends FieldValues,
  TSchema extends z.ZodType<FieldValues, FieldValues>,
>(
  schema: TSchema,
  toInput: (values: TForm) => z.input<TSchema>,
  rename: Readonly<Record<string, keyof TForm & string>> = {},
): Resolver<TForm, unknown, z.output<TSchema>> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<
    z.input<TSchema>,
    unknown,
    z.output<TSchema>
  >;
  return async (values, context, options) => {
    const result = await resolve(toInput(values), context, options as never);
    if (Object.keys(result.errors).length === 0) return result as never;
    const errors: Record<string, unknown> = {};
    for (const [key, error] of Object.entries(result.errors)) errors[rename[key] ?? key] = error;
    return { values: {}, errors: errors as FieldErrors<TForm> };
  };
}
