// Who may create a brief: the user types a brief is created for, as stored in its
// briefOwnerType (docs/briefs-model.md). Pure: the create page shows the form only to these types, and
// api/briefWrites.ts writes the type.

export const briefOwnerTypes = [
  'brand',
  'advertisementAgency',
  'influencerAgency',
  'proInfluencerAgency',
  'admin',
] as const;
export type BriefOwnerType = (typeof briefOwnerTypes)[number];

export function isBriefOwnerType(type: unknown): type is BriefOwnerType {
  return typeof type === 'string' && (briefOwnerTypes as readonly string[]).includes(type);
}
