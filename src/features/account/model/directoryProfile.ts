import { lowerCaseFullName, normaliseName } from '@shared/names';
import { categoryNamesTr, toCategoryCodes } from '@/lib/categories';
import { affiliateFlagsOf, marketplaces, type Marketplace } from '@/lib/collections/affiliates';
import {
  partnerships as partnershipValues,
  socialPlatforms,
  type InfluencerDoc,
  type Partnership,
  type SocialPlatform,
} from '@/lib/collections/influencers';
import type { UserDoc } from '@/lib/collections/users';
import type { ProfileUpdate, SocialMediaDoc } from './profileFields';

// What a profile save writes besides Users (spec section 4, docs/influencers-model.md): an
// influencer's public directory profile (Influencers/{uid}) and a brand's (Brands/{uid}). Pure:
// `now` stands for the server time, so the write rules are unit-tested here.

export type Gender = '' | 'female' | 'male';

/** The influencer's directory choices, edited beside her personal details. */
export type DirectoryInput = {
  /** Category codes 0-16. */
  categories: number[];
  gender: Gender;
  partnerships: Partnership[];
  /**
   * The marketplaces she does affiliate marketing with (Influencers.affiliateMarketing);
   * absent: the form does not show them and the save leaves the stored flags alone.
   */
  affiliateMarketplaces?: Marketplace[];
};

export const emptyDirectoryInput: DirectoryInput = {
  categories: [],
  gender: '',
  partnerships: [],
  affiliateMarketplaces: [],
};

export function directoryInputFromDoc(profile: InfluencerDoc | null | undefined): DirectoryInput {
  if (!profile) return emptyDirectoryInput;
  const fromCodes = profile.generalInfo.selectedCategories;
  const codes = toCategoryCodes(fromCodes.length > 0 ? fromCodes : profile.userCategoriesName).sort(
    (a, b) => a - b,
  );
  const female = profile.isGenderFemale;
  return {
    categories: codes,
    gender: female === null ? '' : female ? 'female' : 'male',
    partnerships: profile.selectedPartnerships.filter((p) => partnershipValues.includes(p)),
    affiliateMarketplaces: marketplaces.filter(
      (m) => affiliateFlagsOf(profile.affiliateMarketing)[m],
    ),
  };
}

const lower = (text: string) => text.trim().toLocaleLowerCase('tr-TR');

const handleKey = (platform: SocialPlatform) =>
  platform === 'youtube' ? 'channelLink' : 'username';

function handleOf(social: unknown, platform: SocialPlatform): string {
  const entry = (social as Record<string, Record<string, unknown> | undefined> | null)?.[platform];
  const value = entry?.[handleKey(platform)];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The handles the save writes, per platform path: a changed handle replaces the platform's map,
 * dropping counts that belonged to the old account; an unchanged one is not written, so the
 * counts the social stats functions stored stay.
 */
function handleWrites(
  next: SocialMediaDoc | undefined,
  stored: unknown,
): Record<string, Record<string, string>> {
  const writes: Record<string, Record<string, string>> = {};
  if (!next) return writes;
  for (const platform of socialPlatforms) {
    const handle = handleOf(next, platform);
    if (handle !== handleOf(stored, platform)) {
      writes[platform] = { [handleKey(platform)]: handle };
    }
  }
  return writes;
}

export type DocWrite =
  | { op: 'create'; path: string; data: Record<string, unknown> }
  | { op: 'update'; path: string; data: Record<string, unknown> };

type InfluencerSave = {
  uid: string;
  user: UserDoc;
  profile: InfluencerDoc | null;
  update: ProfileUpdate;
  /** Absent when the form does not show the directory fields (the social step). */
  directory?: DirectoryInput;
  now: unknown;
};

/**
 * The Users fields spec section 3 lists on Influencers too, as Users holds them: a profile
 * created after her verify request or an earning starts with the same values (the rules
 * accept no other).
 */
function accountCopies(user: UserDoc): Record<string, unknown> {
  const copies: Record<string, unknown> = {};
  if (user.verificationCode !== undefined) copies.verificationCode = user.verificationCode;
  if (user.totalEarnedPrice !== undefined) copies.totalEarnedPrice = user.totalEarnedPrice;
  return copies;
}

/**
 * An influencer's profile save: Users gets her details (never socialMedia, which the first save
 * moves out of it), Influencers gets the public profile, created on the first save (unapproved,
 * unverified, linked to the agency her Users document names).
 */
export function influencerSaveWrites(save: InfluencerSave): {
  userFields: Record<string, unknown>;
  userDropsSocialMedia: boolean;
  profile: DocWrite;
} {
  const { uid, user, profile, update, directory, now } = save;
  const { socialMedia, ...userFields } = update;
  const name = normaliseName(update.name ?? user.name ?? '');
  const surname = normaliseName(update.surname ?? user.surname ?? '');
  const fullname = [name, surname].filter(Boolean).join(' ');
  const generalInfo: Record<string, unknown> = {
    name,
    surname,
    fullname,
    city: update.city ?? user.city ?? '',
    district: update.district ?? user.district ?? '',
    about: update.aboutMe ?? user.aboutMe ?? '',
    birthDate: update.birthDate ?? (typeof user.birthDate === 'string' ? user.birthDate : ''),
  };
  const common: Record<string, unknown> = {
    name: fullname,
    lowerCaseFullName: lowerCaseFullName(name, surname),
    lowerCaseName: lower(name),
    lowerCaseSurname: lower(surname),
    updatedAt: now,
  };
  if (directory) {
    const female = directory.gender === '' ? null : directory.gender === 'female';
    generalInfo.selectedCategories = directory.categories;
    generalInfo.isGenderFemale = female;
    Object.assign(common, {
      isGenderFemale: female,
      userCategoriesName: directory.categories.map((code) => categoryNamesTr[code]),
      selectedPartnerships: directory.partnerships,
    });
    const markets = directory.affiliateMarketplaces;
    if (markets) {
      common.affiliateMarketing = {
        trendyol: markets.includes('trendyol'),
        hepsiburada: markets.includes('hepsiburada'),
      };
    }
  }
  const userDropsSocialMedia = user.socialMedia !== undefined;

  if (!profile) {
    // The first save: handles come from the form, or from Users where the sign-up kept them.
    const handles = handleWrites(
      socialMedia ?? (user.socialMedia as SocialMediaDoc | undefined),
      {},
    );
    const photo = user.profileImage ?? '';
    return {
      userFields,
      userDropsSocialMedia,
      profile: {
        op: 'create',
        path: `Influencers/${uid}`,
        data: {
          uid,
          imitatorAgencyUID: user.imitatorAgencyUID ?? '',
          imitatorAgencyName: '',
          isSelfLoginEnabled: user.isSelfLoginUser !== false,
          isApproved: false,
          isVerifiedAccount: false,
          isGenderFemale: null,
          userCategoriesName: [],
          selectedPartnerships: [],
          profileImage: photo,
          ...common,
          generalInfo: {
            profilePhotoUrl: photo,
            selectedCategories: [],
            isGenderFemale: null,
            ...generalInfo,
          },
          socialMedia: handles,
          ...accountCopies(user),
          createdAt: now,
          timestamp: now,
        },
      },
    };
  }

  const data: Record<string, unknown> = { ...common };
  for (const [key, value] of Object.entries(generalInfo)) data[`generalInfo.${key}`] = value;
  for (const [platform, value] of Object.entries(handleWrites(socialMedia, profile.socialMedia))) {
    data[`socialMedia.${platform}`] = value;
  }
  return {
    userFields,
    userDropsSocialMedia,
    profile: { op: 'update', path: `Influencers/${uid}`, data },
  };
}

/**
 * A brand's profile save also keeps its public Brands/{uid} profile (spec section 7): created
 * unverified on the first save, with the agency its Users document names.
 */
export function brandProfileWrite(save: {
  uid: string;
  user: UserDoc;
  exists: boolean;
  update: ProfileUpdate;
  now: unknown;
}): DocWrite {
  const { uid, user, exists, update, now } = save;
  const brandName =
    (update.brandName ?? user.brandName ?? '') ||
    [update.name ?? user.name, update.surname ?? user.surname].filter(Boolean).join(' ');
  const logo = user.profileImage ?? '';
  const fields = { lowerCaseBrandName: lower(brandName), updatedAt: now };
  if (exists) {
    return {
      op: 'update',
      path: `Brands/${uid}`,
      data: { ...fields, 'generalInfo.brandName': brandName },
    };
  }
  return {
    op: 'create',
    path: `Brands/${uid}`,
    data: {
      uid,
      imitatorAgencyUID: user.imitatorAgencyUID ?? '',
      isVerifiedAccount: false,
      generalInfo: { brandName, profilePhotoUrl: logo, brandLogoUrl: logo },
      profilePhotoUrl: logo,
      brandLogoUrl: logo,
      ...fields,
      timestamp: now,
    },
  };
}
