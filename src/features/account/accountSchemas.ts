import * as z from 'zod/mini';
import { isTcNumber, normaliseTrMobile } from '@shared/identity';

// The account forms' validation, one schema per form. Messages are i18n keys under
// `account.validation` / `account.password`; the forms translate them. Limits follow the
// Users rules (firestore.rules: names 100, city and district 100, aboutMe 2000).

const v = (key: string) => `account.validation.${key}`;

const blankOr = (test: (value: string) => boolean) => (value: string) =>
  value.trim() === '' || test(value.trim());

const maxTrimmed = (max: number) => (value: string) => value.trim().length <= max;

/** A Turkish mobile number in any usual spelling; it is stored as +905XXXXXXXXX. */
const isPhoneNumber = (value: string) => normaliseTrMobile(value) !== null;

/** YYYY-MM-DD, a real calendar day, not before 1900 and not in the future. */
export function isBirthDate(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  const todayStart = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return real && year >= 1900 && date.getTime() <= todayStart.getTime();
}

/** Instagram, TikTok, Twitter and Twitch handles, with or without a leading @. */
const isUsername = (value: string) => /^@?[A-Za-z0-9._-]{1,100}$/.test(value);

/** A YouTube channel address; the scheme may be left out. */
const isChannelLink = (value: string) =>
  value.length <= 300 &&
  /^(https?:\/\/)?((www|m)\.)?(youtube\.com\/\S+|youtu\.be\/\S+)$/i.test(value);

const requiredName = (field: 'name' | 'surname') =>
  z.string().check(
    z.refine((value) => value.trim() !== '', v(`${field}Required`)),
    z.refine(maxTrimmed(100), v(`${field}TooLong`)),
  );

const optionalText = (max: number, key: string) =>
  z.string().check(z.refine(maxTrimmed(max), v(key)));

const phone = (required: boolean) =>
  z.string().check(
    z.refine((value) => !required || value.trim() !== '', v('phoneRequired')),
    z.refine(blankOr(isPhoneNumber), v('phoneInvalid')),
  );

const birthDate = z.string().check(
  z.refine(
    blankOr((value) => isBirthDate(value)),
    v('birthDateInvalid'),
  ),
);

const socialMediaShape = {
  instagram: z.string().check(z.refine(blankOr(isUsername), v('usernameInvalid'))),
  tiktok: z.string().check(z.refine(blankOr(isUsername), v('usernameInvalid'))),
  youtube: z.string().check(z.refine(blankOr(isChannelLink), v('channelLinkInvalid'))),
  twitter: z.string().check(z.refine(blankOr(isUsername), v('usernameInvalid'))),
  twitch: z.string().check(z.refine(blankOr(isUsername), v('usernameInvalid'))),
};

/** The social verification form (/user/social-verification). */
export const socialMediaSchema = z.object(socialMediaShape);
export type SocialMediaInput = z.infer<typeof socialMediaSchema>;

/**
 * The profile form of the account page. Fields a user type does not see stay blank and pass;
 * which of them are saved is decided by `buildProfileUpdate`.
 */
export const profileSchema = z.object({
  name: requiredName('name'),
  surname: requiredName('surname'),
  phoneNumber: phone(false),
  brandName: optionalText(100, 'brandNameTooLong'),
  city: optionalText(100, 'cityTooLong'),
  district: optionalText(100, 'districtTooLong'),
  birthDate,
  tcNumber: z.string().check(z.refine(blankOr(isTcNumber), v('tcNumberInvalid'))),
  aboutMe: optionalText(2000, 'aboutMeTooLong'),
  ...socialMediaShape,
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** The profile-completion step after the first sign-in (/user/createUserDetail). */
export const userDetailSchema = z.object({
  name: requiredName('name'),
  surname: requiredName('surname'),
  phoneNumber: phone(true),
  brandName: optionalText(100, 'brandNameTooLong'),
  city: optionalText(100, 'cityTooLong'),
  district: optionalText(100, 'districtTooLong'),
  birthDate,
  aboutMe: optionalText(2000, 'aboutMeTooLong'),
});
export type UserDetailInput = z.infer<typeof userDetailSchema>;

const p = (key: string) => `account.password.${key}`;

/** Change password: the current one, a new one of at least 6 characters, typed twice. */
export const passwordSchema = z
  .object({
    current: z.string().check(z.refine((value) => value !== '', p('currentRequired'))),
    next: z.string().check(z.minLength(6, p('tooShort'))),
    confirm: z.string(),
  })
  .check(
    z.refine((input) => input.confirm === input.next, {
      message: p('mismatch'),
      path: ['confirm'],
    }),
    z.refine((input) => input.current === '' || input.next !== input.current, {
      message: p('sameAsCurrent'),
      path: ['next'],
    }),
  );
export type PasswordInput = z.infer<typeof passwordSchema>;

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** Account verification needs at least one social account (spec section 5). */
export function hasAnySocialMedia(input: SocialMediaInput): boolean {
  return Object.values(input).some((value) => value.trim() !== '');
}
