import * as z from 'zod/mini';
import { normaliseTrMobile } from '@shared/identity';
import { fieldErrors } from '@/lib/forms';

// One schema per form (design.md section 2); messages are i18n keys.
const email = z.string().check(z.trim(), z.email('login.emailInvalid'));
const password = z.string().check(z.minLength(6, 'login.passwordTooShort'));

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const usernameLoginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(3, 'login.usernameInvalid')),
  password,
});
export type UsernameLoginInput = z.infer<typeof usernameLoginSchema>;

export const registerTypes = [
  'influencer',
  'brand',
  'influencerAgency',
  'proInfluencerAgency',
  'advertisementAgency',
] as const;

const needsBrandName = (type: string) => type !== 'influencer';
const name = z
  .string()
  .check(z.trim(), z.minLength(1, 'register.required'), z.maxLength(100, 'register.tooLong'));

export const registerSchema = z
  .object({
    type: z.enum(registerTypes, 'register.typeRequired'),
    name,
    surname: name,
    brandName: z.string().check(z.trim(), z.maxLength(100, 'register.tooLong')),
    email,
    // Optional; when given, a Turkish mobile number (stored as +905XXXXXXXXX, newUserDoc).
    phoneNumber: z.string().check(
      z.trim(),
      z.refine(
        (value) => value === '' || normaliseTrMobile(value) !== null,
        'register.phoneInvalid',
      ),
    ),
    password,
    passwordConfirm: z.string(),
    // KVKK: explicit, never pre-ticked, required; marketing messages are optional
    // (design.md section 12).
    kvkkConsent: z.boolean().check(z.refine((given) => given, 'legal.consent.kvkkRequired')),
    marketingConsent: z.boolean(),
  })
  .check(
    z.refine((input) => input.password === input.passwordConfirm, {
      message: 'register.passwordMismatch',
      path: ['passwordConfirm'],
    }),
    z.refine((input) => !needsBrandName(input.type) || input.brandName.trim() !== '', {
      message: 'register.brandNameRequired',
      path: ['brandName'],
    }),
  );
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ password, passwordConfirm: z.string() }).check(
  z.refine((input) => input.password === input.passwordConfirm, {
    message: 'register.passwordMismatch',
    path: ['passwordConfirm'],
  }),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const validateLogin = (input: LoginInput) => fieldErrors(loginSchema, input);
export const validateUsernameLogin = (input: UsernameLoginInput) =>
  fieldErrors(usernameLoginSchema, input);
export const validateRegister = (input: RegisterInput) => fieldErrors(registerSchema, input);
export const validateForgotPassword = (input: ForgotPasswordInput) =>
  fieldErrors(forgotPasswordSchema, input);
export const validateResetPassword = (input: ResetPasswordInput) =>
  fieldErrors(resetPasswordSchema, input);
