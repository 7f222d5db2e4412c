// The influencer list page's gates (spec sections 2, 4 and 5): is a profile photo missing, does
// the account have a social media account for the verify request. (A chosen photo's checks are
// the shared image upload's, src/components/imageUpload.)
// Pure, so each rule is tested on its own.

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
