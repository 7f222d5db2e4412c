import { describe, expect, it } from 'vitest';
import { accountImageKind, brandLogoPath, briefImagePath } from '../model/mediaPaths';

describe('media paths', () => {
  it('spells the Storage paths storage.rules allows', () => {
    expect(brandLogoPath('u1', 'f1')).toBe('brand-logos/u1/f1');
    expect(briefImagePath('u1', 'f1')).toBe('briefImages/u1/f1');
  });

  it('gives influencers a photo, brands and agencies a logo, others nothing', () => {
    expect(accountImageKind('influencer')).toBe('photo');
    for (const type of ['brand', 'influencerAgency', 'proInfluencerAgency', 'advertisementAgency'])
      expect(accountImageKind(type)).toBe('logo');
    expect(accountImageKind('admin')).toBeNull();
    expect(accountImageKind(undefined)).toBeNull();
  });
});
