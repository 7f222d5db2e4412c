import type * as z from 'zod/mini';

/** Field name → i18n key of the first problem with that field. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Runs a form's schema and keeps the first message per field (messages are i18n keys). */
export function fieldErrors<T extends object>(schema: z.ZodMiniType<T>, input: T): FieldErrors<T> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors<T> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof T;
    errors[field] ??= issue.message;
  }
  return errors;
}
