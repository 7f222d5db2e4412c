import * as z from 'zod/mini';

// Messages are i18n keys; the form translates them.
export const loginSchema = z.object({
  email: z.string().check(z.trim(), z.email('login.emailInvalid')),
  password: z.string().check(z.minLength(6, 'login.passwordTooShort')),
});
export type LoginInput = z.infer<typeof loginSchema>;

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export function validateLogin(input: LoginInput): FieldErrors<LoginInput> {
  const result = loginSchema.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors<LoginInput> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginInput;
    errors[field] ??= issue.message;
  }
  return errors;
}
