import * as z from 'zod/mini';
import { fieldErrors } from '@/lib/forms';

// The contact form (spec sections 3 and 7). The limits are the ones firestore.rules enforces
// on Contact documents; messages are i18n keys.
export const contactLimits = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

const sized = (limits: { min: number; max: number }, message: string) =>
  z.string().check(z.trim(), z.minLength(limits.min, message), z.maxLength(limits.max, message));

export const contactSchema = z.object({
  name: sized(contactLimits.name, 'contact.errors.name'),
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(contactLimits.email.max, 'contact.errors.email'),
      z.email('contact.errors.email'),
    ),
  subject: sized(contactLimits.subject, 'contact.errors.subject'),
  message: sized(contactLimits.message, 'contact.errors.message'),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const validateContact = (input: ContactInput) => fieldErrors(contactSchema, input);

/** What is stored: trimmed, as validated. */
export const trimmedContact = (input: ContactInput): ContactInput => ({
  name: input.name.trim(),
  email: input.email.trim(),
  subject: input.subject.trim(),
  message: input.message.trim(),
});
