import * as z from 'zod/mini';
import { isValidUsername, normaliseUsername } from '@shared/managedLogin';
import { fieldErrors } from '@/lib/forms';

// The same username rules the Cloud Function applies (functions/src/shared/managedLogin.ts).
export const managedLoginSchema = z.object({
  username: z
    .string()
    .check(
      z.refine(
        (value) => isValidUsername(normaliseUsername(value)),
        'managedLogins.usernameInvalid',
      ),
    ),
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'register.required'), z.maxLength(100, 'register.tooLong')),
  surname: z
    .string()
    .check(z.trim(), z.minLength(1, 'register.required'), z.maxLength(100, 'register.tooLong')),
  password: z.string().check(z.minLength(6, 'login.passwordTooShort')),
});
export type ManagedLoginInput = z.infer<typeof managedLoginSchema>;

export const validateManagedLogin = (input: ManagedLoginInput) =>
  fieldErrors(managedLoginSchema, input);
