// Roles of spec section 6. `Users/{uid}.type` is the source of truth (design.md section 7);
// this module turns it into the numeric role the route table speaks.
export const UserRole = {
  Admin: 0,
  Editor: 1,
  Influencer: 2,
  Brand: 3,
  InfluencerAgency: 4,
  AdvertisementAgency: 5,
  ProInfluencerAgency: 6,
} as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];

export const accountTypes = [
  'admin',
  'influencer',
  'brand',
  'influencerAgency',
  'proInfluencerAgency',
  'advertisementAgency',
] as const;
export type AccountType = (typeof accountTypes)[number];

const roleByType: Record<AccountType, UserRole> = {
  admin: UserRole.Admin,
  influencer: UserRole.Influencer,
  brand: UserRole.Brand,
  influencerAgency: UserRole.InfluencerAgency,
  advertisementAgency: UserRole.AdvertisementAgency,
  proInfluencerAgency: UserRole.ProInfluencerAgency,
};

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && (accountTypes as readonly string[]).includes(value);
}

/** Unknown or missing types get the spec's default role, Editor. */
export function roleFromType(type: unknown): UserRole {
  return isAccountType(type) ? roleByType[type] : UserRole.Editor;
}

// Spec section 3 also gives a numeric reading of user records (2 influencer, 1 brand, 4
// advertisementAgency). The app and the rules go by the `type` string alone, so a record with only
// a number is an Editor here (README "Where we read the spec differently").

/** Roles 3 to 6 are the brand and agency side (spec section 6). */
export function isBrandOrAgencyRole(role: UserRole): boolean {
  return role >= UserRole.Brand && role <= UserRole.ProInfluencerAgency;
}

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6;
}
