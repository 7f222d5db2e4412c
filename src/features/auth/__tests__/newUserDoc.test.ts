import { describe, expect, it } from 'vitest';
import { newUserDoc } from '../api/accountAuth';
import type { RegisterInput } from '../authSchemas';

const input = (type: RegisterInput['type'], brandName = ''): RegisterInput => ({
  type,
  name: 'iSMAİL',
  surname: 'ışık',
  brandName,
  email: 'X@Example.com',
  phoneNumber: ' 05551234567 ',
  password: 'secret1',
  passwordConfirm: 'secret1',
  kvkkConsent: true,
  marketingConsent: false,
});

describe('the Users document of a new account', () => {
  it('starts brands and advertisement agencies approved, others not', () => {
    expect(newUserDoc('u', 'x@example.com', input('brand', 'Nova')).isApproved).toBe(true);
    expect(newUserDoc('u', 'x@example.com', input('advertisementAgency', 'Ajans')).isApproved).toBe(
      true,
    );
    expect(newUserDoc('u', 'x@example.com', input('influencer')).isApproved).toBe(false);
    expect(newUserDoc('u', 'x@example.com', input('influencerAgency', 'A')).isApproved).toBe(false);
    expect(newUserDoc('u', 'x@example.com', input('proInfluencerAgency', 'A')).isApproved).toBe(
      false,
    );
  });

  it('normalises names and keeps the lower-case full name for search', () => {
    const doc = newUserDoc('u', 'x@example.com', input('influencer'));
    expect(doc).toMatchObject({
      name: 'İsmail',
      surname: 'Işık',
      lowerCaseFullName: 'ismail ışık',
    });
  });

  it('stores the phone as +905XXXXXXXXX, blank as blank', () => {
    expect(newUserDoc('u', 'e', input('influencer')).phoneNumber).toBe('+905551234567');
    expect(newUserDoc('u', 'e', { ...input('brand', 'Nova'), phoneNumber: '' }).phoneNumber).toBe(
      '',
    );
  });

  it("stores brandName '' for influencers and null for an empty brand name otherwise", () => {
    expect(newUserDoc('u', 'e', input('influencer', 'ignored')).brandName).toBe('');
    expect(newUserDoc('u', 'e', input('brand', '  ')).brandName).toBeNull();
    expect(newUserDoc('u', 'e', input('brand', ' Nova ')).brandName).toBe('Nova');
  });

  it('starts on the free plan with no notifications, and never holds a password', () => {
    const doc = newUserDoc('u', 'x@example.com', input('brand', 'Nova'));
    expect(doc).toMatchObject({
      subscriptionType: 'free',
      notificationCount: 0,
      emailVerified: false,
    });
    expect(doc.email).toBe('x@example.com');
    expect(JSON.stringify(doc)).not.toMatch(/secret1|password/i);
  });
});
