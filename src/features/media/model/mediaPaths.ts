// The Storage paths of issue 21's images (storage.rules allows exactly these): pure, so the
// rules tests and the writes agree on one spelling.

/** A brand's or agency's logo, in the uploader's folder (the spec's brand-logos folder). */
export const brandLogoPath = (uid: string, fileId: string) => `brand-logos/${uid}/${fileId}`;

/** An image of a brief, in the uploader's folder. */
export const briefImagePath = (uid: string, fileId: string) => `briefImages/${uid}/${fileId}`;

/** Which image an account sets on its account page: influencers a photo, brands and agencies a logo. */
export function accountImageKind(type: string | undefined): 'photo' | 'logo' | null {
  if (type === 'influencer') return 'photo';
  if (
    type === 'brand' ||
    type === 'influencerAgency' ||
    type === 'proInfluencerAgency' ||
    type === 'advertisementAgency'
  )
    return 'logo';
  return null;
}
