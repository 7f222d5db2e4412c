import { normaliseTrMobile } from '@shared/identity';
import { lowerCaseFullName, normaliseName } from '@shared/names';
import type { AccountType } from '@/store/roles';
import { millisOf } from '@/lib/collections/timestamps';
import type { UserDoc } from '@/lib/collections/users';
import { hasIndividualCompanyFor, TAX_STATUSES, type TaxStatus } from '@/lib/money';
import type { ProfileInput, SocialMediaInput } from '../accountSchemas';

// From form input to the Users fields a profile save writes, and back (spec sections 3 and 5).
// Pure: no Firebase, so the rules of what is written are unit-tested here.

/** Users.socialMedia as the profile forms write it. */
export type SocialMediaDoc = {
  instagram: { username: string };
  tiktok: { username: string };
  youtube: { channelLink: string };
  twitter: { username: string };
  twitch: { username: string };
};

/** A profile write: only keys the owner may change (profileKeys in firestore.rules). */
export type ProfileUpdate = {
  name?: string;
  surname?: string;
  lowerCaseFullName?: string;
  phoneNumber?: string;
  brandName?: string | null;
  city?: string;
  district?: string;
  tcNumber?: string;
  aboutMe?: string;
  birthDate?: string;
  socialMedia?: SocialMediaDoc;
  /** Users.taxStatus: how her offers' money is taxed (src/lib/money.ts); only the user or an admin. */
  taxStatus?: TaxStatus;
  /** The spec's boolean for the same choice, always written with taxStatus (taxStatusFields). */
  hasIndividualCompany?: boolean;
};

/** Every key `updateProfile` lets through; type, isApproved, subscriptionType, email never. */
export const profileUpdateKeys = [
  'name',
  'surname',
  'lowerCaseFullName',
  'phoneNumber',
  'brandName',
  'city',
  'district',
  'tcNumber',
  'aboutMe',
  'birthDate',
  'socialMedia',
  'taxStatus',
  'hasIndividualCompany',
] as const satisfies readonly (keyof ProfileUpdate)[];

/**
 * Which profile a user type edits (spec section 5): influencers their personal details and
 * social media; brands and agencies their brand name and social media; admins (and accounts
 * without a known type) only name and phone.
 */
export type ProfileKind = 'influencer' | 'brandSide' | 'basic';

const brandSideTypes: readonly AccountType[] = [
  'brand',
  'influencerAgency',
  'proInfluencerAgency',
  'advertisementAgency',
];

export function profileKind(type: AccountType | null | undefined): ProfileKind {
  if (type === 'influencer') return 'influencer';
  return type && brandSideTypes.includes(type) ? 'brandSide' : 'basic';
}

/** The accounts that send offers (and so have money to be taxed) choose a tax status. */
const taxedTypes: readonly AccountType[] = [
  'influencer',
  'influencerAgency',
  'proInfluencerAgency',
];

/**
 * Whether the profile form shows 'Vergi durumu': for an account that sends offers, when the
 * editor is that user or an admin (the rules keep Users.taxStatus from managing agencies).
 */
export function editsTaxStatus(
  type: AccountType | null | undefined,
  editor: { uid: string; isAdmin: boolean } | null,
  uid: string,
): boolean {
  if (!type || !taxedTypes.includes(type) || !editor) return false;
  return editor.isAdmin || editor.uid === uid;
}

/** A tax status as saved: the status and, for readers of the spec's field, the boolean. */
export const taxStatusFields = (
  status: TaxStatus,
): Pick<ProfileUpdate, 'taxStatus' | 'hasIndividualCompany'> => ({
  taxStatus: status,
  hasIndividualCompany: hasIndividualCompanyFor(status),
});

/** A chosen value from the select, or undefined for anything else. */
export const taxStatusValue = (value: string): TaxStatus | undefined =>
  (TAX_STATUSES as readonly string[]).includes(value) ? (value as TaxStatus) : undefined;

export const socialKeys = ['instagram', 'tiktok', 'youtube', 'twitter', 'twitch'] as const;

type ProfileKey = keyof ProfileInput;
const nameKeys = ['name', 'surname', 'phoneNumber'] as const;

/** The fields the account page's profile form shows, in order, for each kind of profile. */
export const profileFormFields: Readonly<Record<ProfileKind, readonly ProfileKey[]>> = {
  influencer: [...nameKeys, 'birthDate', 'tcNumber', 'city', 'district', 'aboutMe', ...socialKeys],
  brandSide: [...nameKeys, 'brandName', ...socialKeys],
  basic: nameKeys,
};

/** The fields of the profile-completion step (/user/createUserDetail). */
export const userDetailFields: Readonly<Record<ProfileKind, readonly ProfileKey[]>> = {
  influencer: [...nameKeys, 'city', 'district', 'birthDate', 'aboutMe'],
  brandSide: [...nameKeys, 'brandName'],
  basic: nameKeys,
};

/**
 * Only the listed fields, the others blank: a form validates and saves what it shows, so a
 * stored value of a hidden field can neither block a save nor be written back.
 */
export function onlyFields<T extends Partial<Record<ProfileKey, string>>>(
  input: T,
  shown: readonly ProfileKey[],
): T {
  const result = { ...input };
  for (const key of Object.keys(result) as (keyof T & ProfileKey)[]) {
    if (!shown.includes(key)) (result as Record<string, string>)[key] = '';
  }
  return result;
}

const username = (value: string) => value.trim().replace(/^@+/, '');

function channelLink(value: string): string {
  const link = value.trim();
  return link === '' || /^https?:\/\//i.test(link) ? link : `https://${link}`;
}

export function socialMediaDoc(input: SocialMediaInput): SocialMediaDoc {
  return {
    instagram: { username: username(input.instagram) },
    tiktok: { username: username(input.tiktok) },
    youtube: { channelLink: channelLink(input.youtube) },
    twitter: { username: username(input.twitter) },
    twitch: { username: username(input.twitch) },
  };
}

/** What the forms hand in: names and phone always, the rest when the form has the field. */
export type ProfileFields = Pick<ProfileInput, 'name' | 'surname' | 'phoneNumber'> &
  Partial<Omit<ProfileInput, 'name' | 'surname' | 'phoneNumber'>>;

function hasSocialFields(input: ProfileFields): input is ProfileFields & SocialMediaInput {
  return socialKeys.every((key) => typeof input[key] === 'string');
}

/**
 * The Users fields a profile save writes for this user type. Names are normalised and
 * lowerCaseFullName recomputed; brandName is '' for influencers and null when empty otherwise.
 */
export function buildProfileUpdate(
  type: AccountType | null | undefined,
  input: ProfileFields,
): ProfileUpdate {
  const kind = profileKind(type);
  const name = normaliseName(input.name);
  const surname = normaliseName(input.surname);
  const update: ProfileUpdate = {
    name,
    surname,
    lowerCaseFullName: lowerCaseFullName(name, surname),
    // Stored as +905XXXXXXXXX whatever the spelling typed (the form has checked it).
    phoneNumber: normaliseTrMobile(input.phoneNumber) ?? input.phoneNumber.trim(),
  };
  if (kind === 'influencer') {
    update.brandName = '';
    for (const key of ['city', 'district', 'tcNumber', 'aboutMe', 'birthDate'] as const) {
      const value = input[key];
      if (value !== undefined) update[key] = value.trim();
    }
  } else if (kind === 'brandSide' && input.brandName !== undefined) {
    update.brandName = input.brandName.trim() || null;
  }
  if (kind !== 'basic' && hasSocialFields(input)) update.socialMedia = socialMediaDoc(input);
  return update;
}

/** The social verification step writes only Users.socialMedia. */
export function buildSocialMediaUpdate(input: SocialMediaInput): ProfileUpdate {
  return { socialMedia: socialMediaDoc(input) };
}

/** Keeps only the keys a profile save may write, whatever the caller passed. */
export function pickProfileKeys(fields: ProfileUpdate): ProfileUpdate {
  const picked: Record<string, unknown> = {};
  for (const key of profileUpdateKeys) {
    if (fields[key] !== undefined) picked[key] = fields[key];
  }
  return picked as ProfileUpdate;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function field(map: unknown, key: string, inner: string): string {
  if (typeof map !== 'object' || map === null) return '';
  const entry = (map as Record<string, unknown>)[key];
  if (typeof entry === 'string') return key === 'youtube' && inner === 'channelLink' ? entry : '';
  if (typeof entry !== 'object' || entry === null) return '';
  return text((entry as Record<string, unknown>)[inner]);
}

export function socialMediaFromDoc(socialMedia: unknown): SocialMediaInput {
  return {
    instagram: field(socialMedia, 'instagram', 'username'),
    tiktok: field(socialMedia, 'tiktok', 'username'),
    youtube: field(socialMedia, 'youtube', 'channelLink'),
    twitter: field(socialMedia, 'twitter', 'username'),
    twitch: field(socialMedia, 'twitch', 'username'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored birth date ('YYYY-MM-DD', an ISO string or a Timestamp) as 'YYYY-MM-DD'. */
export function birthDateText(value: unknown): string {
  if (typeof value === 'string') {
    const match = /^\d{4}-\d{2}-\d{2}/.exec(value.trim());
    return match ? match[0] : '';
  }
  const millis = millisOf(value);
  if (millis === null) return '';
  const date = new Date(millis);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The profile form's starting values from the Users document, and for an influencer her social
 * handles from her public profile once it exists (the first save moves them there).
 */
export function profileInputFromDoc(
  user: UserDoc,
  profile?: { socialMedia?: unknown } | null,
): ProfileInput {
  return {
    name: text(user.name),
    surname: text(user.surname),
    phoneNumber: text(user.phoneNumber),
    brandName: text(user.brandName),
    city: text(user.city),
    district: text(user.district),
    birthDate: birthDateText(user.birthDate),
    tcNumber: text(user.tcNumber),
    aboutMe: text(user.aboutMe),
    ...socialMediaFromDoc(profile ? profile.socialMedia : user.socialMedia),
  };
}
