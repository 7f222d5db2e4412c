import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../functions/src/shared/accountMessages';
import {
  MANAGED_LOGIN_DOMAIN,
  isValidUsername,
  managedLoginEmail,
  normaliseUsername,
} from '../../functions/src/shared/managedLogin';
import { lowerCaseFullName, normaliseName } from '../../functions/src/shared/names';

// The pure rules shared by the Cloud Functions and the web client; no emulator needed.
describe('normaliseUsername', () => {
  it('trims and lower-cases', () => {
    expect(normaliseUsername('  Ali.Veli_01  ')).toBe('ali.veli_01');
  });

  it('folds Turkish letters to ASCII, lower and upper case', () => {
    expect(normaliseUsername('çğıöşü')).toBe('cgiosu');
    expect(normaliseUsername('ÇĞIİÖŞÜ')).toBe('cgiiosu');
    expect(normaliseUsername('İSMAİL')).toBe('ismail');
    expect(normaliseUsername('Işıl.Şahin')).toBe('isil.sahin');
    expect(normaliseUsername('Gökçe-Ünlü')).toBe('gokce-unlu');
  });

  it('leaves no combining dot behind', () => {
    expect(normaliseUsername('İ')).toBe('i');
    expect(normaliseUsername('i\u0307')).toBe('i');
  });
});

describe('isValidUsername', () => {
  it.each(['abc', 'ali.veli', 'a_b-c', 'user123', '1.2.3', 'a'.repeat(30), '_x_', '-x-'])(
    'accepts %s',
    (u) => expect(isValidUsername(u)).toBe(true),
  );

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(31)],
    ['empty', ''],
    ['starts with a dot', '.abc'],
    ['ends with a dot', 'abc.'],
    ['upper case', 'Abc'],
    ['a space', 'ali veli'],
    ['a Turkish letter', 'ayşe'],
    ['an at sign', 'ali@veli'],
  ])('rejects %s', (_why, u) => expect(isValidUsername(u)).toBe(false));

  it('accepts every normalised Turkish username', () => {
    expect(isValidUsername(normaliseUsername('  Ayşe.Gül '))).toBe(true);
  });
});

describe('managedLoginEmail', () => {
  it('builds the synthetic email from the normalised username', () => {
    expect(MANAGED_LOGIN_DOMAIN).toBe('login.influencer-pazaryeri.app');
    expect(managedLoginEmail('ali.veli')).toBe('ali.veli@login.influencer-pazaryeri.app');
    expect(managedLoginEmail('  Şule.ÖZ ')).toBe('sule.oz@login.influencer-pazaryeri.app');
  });
});

describe('normaliseName', () => {
  it('upper-cases the first letter and lower-cases the rest, Turkish rules', () => {
    expect(normaliseName('iSMAİL')).toBe('İsmail');
    expect(normaliseName('ışıl')).toBe('Işıl');
    expect(normaliseName('IŞIL')).toBe('Işıl');
    expect(normaliseName('ÇAĞLA')).toBe('Çağla');
    expect(normaliseName('ümit')).toBe('Ümit');
  });

  it('treats the whole string as one name: only its first letter is upper-case', () => {
    expect(normaliseName('ayşe nur')).toBe('Ayşe nur');
    expect(normaliseName('AYŞE NUR')).toBe('Ayşe nur');
  });

  it('trims and collapses inner spaces', () => {
    expect(normaliseName('   ayşe    nur  ')).toBe('Ayşe nur');
    expect(normaliseName('   ')).toBe('');
    expect(normaliseName('')).toBe('');
  });
});

describe('lowerCaseFullName', () => {
  it('joins name and surname, lower-cased with Turkish rules', () => {
    expect(lowerCaseFullName('İsmail', 'Işık')).toBe('ismail ışık');
    expect(lowerCaseFullName('Ayşe nur', 'YILMAZ')).toBe('ayşe nur yılmaz');
  });

  it('trims and collapses spaces, also when one part is empty', () => {
    expect(lowerCaseFullName('  Ali ', '  Veli  ')).toBe('ali veli');
    expect(lowerCaseFullName('Ali', '')).toBe('ali');
    expect(lowerCaseFullName('', '')).toBe('');
  });
});

describe('ACCOUNT_MESSAGES', () => {
  it('uses the agreed already-exists message', () => {
    expect(ACCOUNT_MESSAGES.usernameTaken).toBe('Bu kullanıcı adı zaten kullanılıyor.');
  });
});
