import { describe, expect, it } from 'vitest';
import { isBrandOrAgencyRole, roleFromType, UserRole } from '../roles';

describe('roles', () => {
  it('maps every account type to its numeric role', () => {
    expect(roleFromType('admin')).toBe(0);
    expect(roleFromType('influencer')).toBe(2);
    expect(roleFromType('brand')).toBe(3);
    expect(roleFromType('influencerAgency')).toBe(4);
    expect(roleFromType('advertisementAgency')).toBe(5);
    expect(roleFromType('proInfluencerAgency')).toBe(6);
  });

  it('gives unknown or missing types the default Editor role', () => {
    expect(roleFromType('superuser')).toBe(UserRole.Editor);
    expect(roleFromType(undefined)).toBe(UserRole.Editor);
    expect(roleFromType(3)).toBe(UserRole.Editor);
  });

  it('treats roles 3 to 6 as the brand and agency side', () => {
    expect(Object.values(UserRole).filter(isBrandOrAgencyRole)).toEqual([3, 4, 5, 6]);
  });
});
