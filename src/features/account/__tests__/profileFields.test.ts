import { describe, expect, it } from 'vitest';
import type { ProfileInput } from '../accountSchemas';
import {
  birthDateText,
  buildProfileUpdate,
  buildSocialMediaUpdate,
  editsTaxStatus,
  onlyFields,
  pickProfileKeys,
  profileFormFields,
  profileInputFromDoc,
  profileKind,
  socialMediaFromDoc,
  taxStatusFields,
  taxStatusValue,
  type ProfileUpdate,
} from '../model/profileFields';

const input: ProfileInput = {
  name: '  iSMAİL ',
  surname: 'yILMAZ',
  phoneNumber: ' 0555 123 45 67 ',
  brandName: '  Nova Market ',
  city: ' İzmir ',
  district: 'Karşıyaka',
  birthDate: '1995-04-23',
  tcNumber: '12345678901',
  aboutMe: ' Merhaba ',
  instagram: '@ismail.yilmaz',
  tiktok: ' ismail ',
  youtube: 'youtube.com/@ismail',
  twitter: '',
  twitch: '',
};

const sorted = (update: object) => Object.keys(update).sort();

describe('profileKind', () => {
  it('maps account types to the profile they edit', () => {
    expect(profileKind('influencer')).toBe('influencer');
    for (const type of [
      'brand',
      'influencerAgency',
      'proInfluencerAgency',
      'advertisementAgency',
    ] as const) {
      expect(profileKind(type)).toBe('brandSide');
    }
    expect(profileKind('admin')).toBe('basic');
    expect(profileKind(null)).toBe('basic');
  });
});

describe('buildProfileUpdate', () => {
  it('writes the influencer fields with names normalised and brandName as an empty string', () => {
    expect(buildProfileUpdate('influencer', input)).toEqual({
      name: 'İsmail',
      surname: 'Yılmaz',
      lowerCaseFullName: 'ismail yılmaz',
      phoneNumber: '+905551234567',
      brandName: '',
      city: 'İzmir',
      district: 'Karşıyaka',
      tcNumber: '12345678901',
      aboutMe: 'Merhaba',
      birthDate: '1995-04-23',
      socialMedia: {
        instagram: { username: 'ismail.yilmaz' },
        tiktok: { username: 'ismail' },
        youtube: { channelLink: 'https://youtube.com/@ismail' },
        twitter: { username: '' },
        twitch: { username: '' },
      },
    });
  });

  it('writes only names, phone, brandName and socialMedia for brands and agencies', () => {
    for (const type of ['brand', 'advertisementAgency', 'influencerAgency'] as const) {
      const update = buildProfileUpdate(type, input);
      expect(sorted(update)).toEqual([
        'brandName',
        'lowerCaseFullName',
        'name',
        'phoneNumber',
        'socialMedia',
        'surname',
      ]);
      expect(update.brandName).toBe('Nova Market');
      expect(update.name).toBe('İsmail');
    }
  });

  it('stores an empty brand name as null for brands, but as an empty string for influencers', () => {
    expect(buildProfileUpdate('brand', { ...input, brandName: '   ' }).brandName).toBeNull();
    expect(buildProfileUpdate('influencer', { ...input, brandName: 'Ignored' }).brandName).toBe('');
  });

  it('writes only names and phone for an admin', () => {
    expect(sorted(buildProfileUpdate('admin', input))).toEqual([
      'lowerCaseFullName',
      'name',
      'phoneNumber',
      'surname',
    ]);
  });

  it('leaves out fields a form does not have (the completion step has no social media)', () => {
    const { name, surname, phoneNumber, city, district, birthDate, aboutMe, brandName } = input;
    const update = buildProfileUpdate('influencer', {
      name,
      surname,
      phoneNumber,
      city,
      district,
      birthDate,
      aboutMe,
      brandName,
    });
    expect(update).not.toHaveProperty('socialMedia');
    expect(update).not.toHaveProperty('tcNumber');
    expect(update.city).toBe('İzmir');
  });

  it('never writes account keys such as type, approval, plan or email', () => {
    const update = buildProfileUpdate('brand', input);
    for (const key of ['type', 'isApproved', 'subscriptionType', 'email', 'uid']) {
      expect(update).not.toHaveProperty(key);
    }
  });
});

describe('pickProfileKeys', () => {
  it('drops anything that is not a profile key', () => {
    const smuggled = {
      name: 'Ayşe',
      type: 'admin',
      isApproved: true,
      subscriptionType: 'business',
      email: 'x@y.z',
    } as ProfileUpdate;
    expect(pickProfileKeys(smuggled)).toEqual({ name: 'Ayşe' });
  });

  it('keeps the tax status', () => {
    expect(pickProfileKeys({ taxStatus: 'company' })).toEqual({ taxStatus: 'company' });
  });

  it('keeps a null brand name', () => {
    expect(pickProfileKeys({ brandName: null })).toEqual({ brandName: null });
  });
});

describe('buildSocialMediaUpdate', () => {
  it('writes socialMedia only, usernames without @ and the channel link with a scheme', () => {
    expect(
      buildSocialMediaUpdate({
        instagram: '',
        tiktok: '',
        youtube: ' http://youtube.com/c/kanal ',
        twitter: '@@ayse',
        twitch: '',
      }),
    ).toEqual({
      socialMedia: {
        instagram: { username: '' },
        tiktok: { username: '' },
        youtube: { channelLink: 'http://youtube.com/c/kanal' },
        twitter: { username: 'ayse' },
        twitch: { username: '' },
      },
    });
  });
});

describe('reading the Users document', () => {
  it('reads usernames and the channel link, ignoring other stored values', () => {
    expect(
      socialMediaFromDoc({
        instagram: { username: 'ayse', followerCount: 1200 },
        youtube: { channelLink: 'https://youtube.com/@a', totalSubscriberCount: 5 },
        twitter: 'not-a-map',
      }),
    ).toEqual({
      instagram: 'ayse',
      tiktok: '',
      youtube: 'https://youtube.com/@a',
      twitter: '',
      twitch: '',
    });
    expect(socialMediaFromDoc(undefined).instagram).toBe('');
  });

  it('turns stored birth dates into YYYY-MM-DD', () => {
    expect(birthDateText('1995-04-23')).toBe('1995-04-23');
    expect(birthDateText('1995-04-23T00:00:00.000Z')).toBe('1995-04-23');
    const timestamp = { toMillis: () => new Date(1995, 3, 23).getTime() };
    expect(birthDateText(timestamp)).toBe('1995-04-23');
    expect(birthDateText(null)).toBe('');
  });

  it('fills every form field, null brand name as empty', () => {
    const form = profileInputFromDoc({ uid: 'u1', name: 'Mert', brandName: null });
    expect(form.name).toBe('Mert');
    expect(form.brandName).toBe('');
    expect(form.tcNumber).toBe('');
  });
});

describe('onlyFields', () => {
  it('blanks the fields a form does not show, so stored values there never block a save', () => {
    const shown = onlyFields({ ...input, tcNumber: 'bad' }, profileFormFields.brandSide);
    expect(shown.tcNumber).toBe('');
    expect(shown.city).toBe('');
    expect(shown.brandName).toBe(input.brandName);
    expect(shown.instagram).toBe(input.instagram);
  });
});

describe('the tax status field', () => {
  const self = { uid: 'inf1', isAdmin: false };
  const admin = { uid: 'admin1', isAdmin: true };
  const agency = { uid: 'agency1', isAdmin: false };

  it('is edited by the user herself or an admin, never by a managing agency', () => {
    expect(editsTaxStatus('influencer', self, 'inf1')).toBe(true);
    expect(editsTaxStatus('influencer', admin, 'inf1')).toBe(true);
    expect(editsTaxStatus('influencer', agency, 'inf1')).toBe(false);
    expect(editsTaxStatus('influencer', null, 'inf1')).toBe(false);
  });

  it('belongs to the accounts that send offers', () => {
    expect(editsTaxStatus('influencerAgency', self, 'inf1')).toBe(true);
    expect(editsTaxStatus('proInfluencerAgency', self, 'inf1')).toBe(true);
    expect(editsTaxStatus('brand', self, 'inf1')).toBe(false);
    expect(editsTaxStatus('advertisementAgency', self, 'inf1')).toBe(false);
    expect(editsTaxStatus('admin', admin, 'admin1')).toBe(false);
    expect(editsTaxStatus(null, self, 'inf1')).toBe(false);
  });

  it("saves the spec's hasIndividualCompany with every status", () => {
    expect(taxStatusFields('creatorExempt')).toEqual({
      taxStatus: 'creatorExempt',
      hasIndividualCompany: false,
    });
    expect(taxStatusFields('soleProprietor')).toEqual({
      taxStatus: 'soleProprietor',
      hasIndividualCompany: true,
    });
    expect(taxStatusFields('company')).toEqual({
      taxStatus: 'company',
      hasIndividualCompany: true,
    });
    // And the save lets the boolean through.
    expect(pickProfileKeys(taxStatusFields('company'))).toEqual({
      taxStatus: 'company',
      hasIndividualCompany: true,
    });
  });

  it('takes only the three values', () => {
    expect(taxStatusValue('creatorExempt')).toBe('creatorExempt');
    expect(taxStatusValue('soleProprietor')).toBe('soleProprietor');
    expect(taxStatusValue('company')).toBe('company');
    expect(taxStatusValue('')).toBeUndefined();
    expect(taxStatusValue('exempt')).toBeUndefined();
  });
});
