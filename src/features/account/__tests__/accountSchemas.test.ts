import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/forms';
import {
  hasAnySocialMedia,
  isBirthDate,
  passwordSchema,
  profileSchema,
  socialMediaSchema,
  userDetailSchema,
  type PasswordInput,
  type ProfileInput,
  type SocialMediaInput,
  type UserDetailInput,
} from '../accountSchemas';

const noSocial: SocialMediaInput = {
  instagram: '',
  tiktok: '',
  youtube: '',
  twitter: '',
  twitch: '',
};

const profile: ProfileInput = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  phoneNumber: '+90 555 123 45 67',
  brandName: '',
  city: 'İzmir',
  district: 'Karşıyaka',
  birthDate: '1995-04-23',
  tcNumber: '12345678950',
  aboutMe: 'Moda ve seyahat içerikleri üretiyorum.',
  instagram: '@ayse.yilmaz',
  tiktok: 'ayse_yilmaz',
  youtube: 'https://www.youtube.com/@ayseyilmaz',
  twitter: '',
  twitch: '',
};

const profileErrors = (changes: Partial<ProfileInput>) =>
  fieldErrors(profileSchema, { ...profile, ...changes });

describe('passwordSchema', () => {
  const valid: PasswordInput = { current: 'eski-parola', next: 'yeni123', confirm: 'yeni123' };
  const errorsOf = (changes: Partial<PasswordInput>) =>
    fieldErrors(passwordSchema, { ...valid, ...changes });

  it('accepts a current password and a matching new one of 6 or more characters', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('refuses a new password shorter than 6 characters', () => {
    expect(errorsOf({ next: '12345', confirm: '12345' })).toEqual({
      next: 'account.password.tooShort',
    });
  });

  it('refuses a confirmation that does not match', () => {
    expect(errorsOf({ confirm: 'yeni124' })).toEqual({ confirm: 'account.password.mismatch' });
  });

  it('reports a short password and a mismatch together', () => {
    expect(errorsOf({ next: '123', confirm: '1234' })).toEqual({
      next: 'account.password.tooShort',
      confirm: 'account.password.mismatch',
    });
  });

  it('needs the current password', () => {
    expect(errorsOf({ current: '' })).toEqual({ current: 'account.password.currentRequired' });
  });

  it('refuses a new password equal to the current one', () => {
    expect(errorsOf({ current: 'yeni123' })).toEqual({ next: 'account.password.sameAsCurrent' });
  });
});

describe('profileSchema', () => {
  it('accepts a complete influencer profile', () => {
    expect(profileErrors({})).toEqual({});
  });

  it('accepts blank optional fields', () => {
    expect(
      profileErrors({
        phoneNumber: '',
        city: '',
        district: '',
        birthDate: '',
        tcNumber: '',
        aboutMe: '',
        ...noSocial,
      }),
    ).toEqual({});
  });

  it('needs a name and a surname, blank spaces do not count', () => {
    expect(profileErrors({ name: '   ', surname: '' })).toEqual({
      name: 'account.validation.nameRequired',
      surname: 'account.validation.surnameRequired',
    });
  });

  it('limits names to 100 characters', () => {
    expect(profileErrors({ name: 'a'.repeat(101), surname: 'b'.repeat(100) })).toEqual({
      name: 'account.validation.nameTooLong',
    });
  });

  it('refuses a phone number with letters or too few digits', () => {
    expect(profileErrors({ phoneNumber: '0555abc' })).toEqual({
      phoneNumber: 'account.validation.phoneInvalid',
    });
    expect(profileErrors({ phoneNumber: '12-34' })).toEqual({
      phoneNumber: 'account.validation.phoneInvalid',
    });
  });

  it('takes a Turkish mobile number in any usual spelling, and nothing else', () => {
    for (const typed of ['0532 123 45 67', '532-123-4567', '+90 532 123 45 67', '905321234567'])
      expect(profileErrors({ phoneNumber: typed }), typed).toEqual({});
    for (const typed of ['0212 123 45 67', '+1 532 123 4567', '0532 123 45 6'])
      expect(profileErrors({ phoneNumber: typed }).phoneNumber, typed).toBe(
        'account.validation.phoneInvalid',
      );
  });

  it("checks the identity number's check digits (the 10th and the 11th)", () => {
    expect(profileErrors({ tcNumber: '12345678950' })).toEqual({});
    expect(profileErrors({ tcNumber: '12345678901' }).tcNumber).toBe(
      'account.validation.tcNumberInvalid',
    );
    expect(profileErrors({ tcNumber: '12345678951' }).tcNumber).toBe(
      'account.validation.tcNumberInvalid',
    );
  });

  it('checks the Turkish identity number: 11 digits, not starting with 0', () => {
    expect(profileErrors({ tcNumber: '02345678901' }).tcNumber).toBe(
      'account.validation.tcNumberInvalid',
    );
    expect(profileErrors({ tcNumber: '1234567890' }).tcNumber).toBe(
      'account.validation.tcNumberInvalid',
    );
  });

  it('refuses impossible or future birth dates', () => {
    expect(profileErrors({ birthDate: '1995-02-30' }).birthDate).toBe(
      'account.validation.birthDateInvalid',
    );
    expect(profileErrors({ birthDate: '3000-01-01' }).birthDate).toBe(
      'account.validation.birthDateInvalid',
    );
    expect(profileErrors({ birthDate: '23.04.1995' }).birthDate).toBe(
      'account.validation.birthDateInvalid',
    );
  });

  it('limits aboutMe to 2000 characters', () => {
    expect(profileErrors({ aboutMe: 'x'.repeat(2001) })).toEqual({
      aboutMe: 'account.validation.aboutMeTooLong',
    });
  });

  it('refuses usernames with spaces and non-YouTube channel links', () => {
    expect(profileErrors({ instagram: 'ayşe yılmaz', youtube: 'https://vimeo.com/ayse' })).toEqual({
      instagram: 'account.validation.usernameInvalid',
      youtube: 'account.validation.channelLinkInvalid',
    });
  });
});

describe('userDetailSchema', () => {
  const detail: UserDetailInput = {
    name: 'Mert',
    surname: 'Aydın',
    phoneNumber: '05551234567',
    brandName: 'Nova Market',
    city: '',
    district: '',
    birthDate: '',
    aboutMe: '',
  };

  it('accepts names and a phone number', () => {
    expect(fieldErrors(userDetailSchema, detail)).toEqual({});
  });

  it('needs the phone number on the completion step', () => {
    expect(fieldErrors(userDetailSchema, { ...detail, phoneNumber: ' ' })).toEqual({
      phoneNumber: 'account.validation.phoneRequired',
    });
  });
});

describe('socialMediaSchema and hasAnySocialMedia', () => {
  it('accepts all blank (the form then asks for one account)', () => {
    expect(fieldErrors(socialMediaSchema, noSocial)).toEqual({});
    expect(hasAnySocialMedia(noSocial)).toBe(false);
  });

  it('does not count blank spaces as an account', () => {
    expect(hasAnySocialMedia({ ...noSocial, twitch: '   ' })).toBe(false);
  });

  it('counts any one platform, the YouTube link included', () => {
    expect(hasAnySocialMedia({ ...noSocial, youtube: 'youtube.com/@kanal' })).toBe(true);
    expect(hasAnySocialMedia({ ...noSocial, twitter: 'ayse' })).toBe(true);
  });

  it('accepts a YouTube link without a scheme', () => {
    expect(fieldErrors(socialMediaSchema, { ...noSocial, youtube: 'youtube.com/@kanal' })).toEqual(
      {},
    );
  });
});

describe('isBirthDate', () => {
  const today = new Date(2025, 5, 15);
  it('accepts today and earlier days back to 1900', () => {
    expect(isBirthDate('2025-06-15', today)).toBe(true);
    expect(isBirthDate('1900-01-01', today)).toBe(true);
  });
  it('refuses tomorrow, 1899 and non-days', () => {
    expect(isBirthDate('2025-06-16', today)).toBe(false);
    expect(isBirthDate('1899-12-31', today)).toBe(false);
    expect(isBirthDate('2023-02-29', today)).toBe(false);
  });
});
