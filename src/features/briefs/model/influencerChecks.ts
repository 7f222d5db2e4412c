// The influencer list page's gates (spec sections 2, 4 and 5): is a profile photo missing, may
// this file be uploaded, does the account have a social media account for the verify request.
// Pure, so each rule is tested on its own.

/** Spec section 5: larger than 2097152 bytes (2MB) is refused. */
export const MAX_PHOTO_BYTES = 2_097_152;

/** jpeg, jpg, png, webp, gif (spec section 5), by MIME type. */
export const PHOTO_TYPES: readonly string[] = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/webp',
  'image/gif',
];

/** What the file input offers; the check below still runs on whatever is chosen. */
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif';

/**
 * Spec section 5: a photo counts as missing when it is empty, contains default-avatar, or its
 * URL comes from a brand-logos storage folder (a brand logo is not an influencer's face).
 */
export function isPhotoMissing(url: string | null | undefined): boolean {
  const value = (url ?? '').trim();
  if (value === '') return true;
  if (value.includes('default-avatar')) return true;
  // Storage download URLs encode the path ('brand-logos%2Fx.png'); plain paths keep the slash.
  return /brand-logos(\/|%2F)/i.test(value);
}

export type PhotoProblem = 'tooLarge' | 'wrongType';

const extensionOk = (name: string) => /\.(jpe?g|png|webp|gif)$/i.test(name);

/** Why a chosen file may not be uploaded, or null when it may. Type first, then size. */
export function photoFileProblem(file: Pick<File, 'size' | 'type' | 'name'>): PhotoProblem | null {
  const typeOk = file.type ? PHOTO_TYPES.includes(file.type.toLowerCase()) : extensionOk(file.name);
  if (!typeOk) return 'wrongType';
  if (file.size > MAX_PHOTO_BYTES) return 'tooLarge';
  return null;
}

type Handle = { username?: unknown; channelLink?: unknown } | null | undefined;
type SocialMedia = Record<string, Handle> | null | undefined;

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * Spec section 5: account verification needs at least one social account: an Instagram,
 * TikTok, Twitter or Twitch username, or a YouTube channel link, non-blank. Either the Users
 * or the Influencers document may hold it (an influencer's first profile save moves it).
 */
export function hasSocialAccount(...sources: SocialMedia[]): boolean {
  return sources.some((social) => {
    if (!social || typeof social !== 'object') return false;
    return (
      ['instagram', 'tiktok', 'twitter', 'twitch'].some((key) => filled(social[key]?.username)) ||
      filled(social.youtube?.channelLink)
    );
  });
}

/** The Instagram username from whichever source holds one (Users or Influencers), or ''. */
export function instagramUsername(...sources: SocialMedia[]): string {
  for (const social of sources) {
    const name = social?.instagram?.username;
    if (filled(name)) return (name as string).trim();
  }
  return '';
}

/** Spec sections 5 and 9: a random four-digit code from 1000 to 9999. */
export function randomVerificationCode(random: () => number = Math.random): string {
  return String(1000 + Math.floor(random() * 9000));
}
