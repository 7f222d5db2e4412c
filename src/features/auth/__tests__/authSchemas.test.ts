import { describe, expect, it } from 'vitest';
import {
  validateLogin,
  validateRegister,
  validateResetPassword,
  type RegisterInput,
} from '../authSchemas';

const valid: RegisterInput = {
  type: 'influencer',
  name: 'ayşe',
  surname: 'yılmaz',
  brandName: '',
  email: 'ayse@example.com',
  phoneNumber: '',
  password: 'secret1',
  passwordConfirm: 'secret1',
  kvkkConsent: true,
  marketingConsent: false,
};

describe('login form', () => {
  it('accepts a valid email and a 6-character password', () => {
    expect(validateLogin({ email: ' a@b.co ', password: '123456' })).toEqual({});
  });
  it.each([
    [{ email: '', password: '123456' }, { email: 'login.emailInvalid' }],
    [{ email: 'not-an-email', password: '123456' }, { email: 'login.emailInvalid' }],
    [{ email: 'a@b.co', password: '12345' }, { password: 'login.passwordTooShort' }],
  ])('refuses %o', (input, errors) => {
    expect(validateLogin(input)).toEqual(errors);
  });
});

describe('registration form', () => {
  it('accepts a complete influencer without a brand name', () => {
    expect(validateRegister(valid)).toEqual({});
  });
  it('needs a brand name for brands and agencies', () => {
    expect(validateRegister({ ...valid, type: 'brand' })).toEqual({
      brandName: 'register.brandNameRequired',
    });
    expect(validateRegister({ ...valid, type: 'brand', brandName: 'Nova' })).toEqual({});
  });
  it('refuses a mismatched confirmation, a short password, empty names and a bad phone', () => {
    expect(validateRegister({ ...valid, passwordConfirm: 'secret2' })).toEqual({
      passwordConfirm: 'register.passwordMismatch',
    });
    expect(validateRegister({ ...valid, password: '123', passwordConfirm: '123' }).password).toBe(
      'login.passwordTooShort',
    );
    expect(validateRegister({ ...valid, name: '  ' }).name).toBe('register.required');
    expect(validateRegister({ ...valid, phoneNumber: 'abc' }).phoneNumber).toBe(
      'register.phoneInvalid',
    );
    expect(validateRegister({ ...valid, phoneNumber: '+90 555 123 45 67' })).toEqual({});
    expect(validateRegister({ ...valid, phoneNumber: '0555 123 45 67' })).toEqual({});
    // A landline or a foreign number is not a Turkish mobile number.
    for (const phoneNumber of ['0212 123 45 67', '+1 555 123 4567', '12-34'])
      expect(validateRegister({ ...valid, phoneNumber }).phoneNumber, phoneNumber).toBe(
        'register.phoneInvalid',
      );
  });

  it('refuses registration without the KVKK consent; marketing stays optional', () => {
    expect(validateRegister({ ...valid, kvkkConsent: false })).toEqual({
      kvkkConsent: 'legal.consent.kvkkRequired',
    });
    expect(validateRegister({ ...valid, marketingConsent: true })).toEqual({});
  });
});

describe('reset password form', () => {
  it('needs matching passwords of 6 or more characters', () => {
    expect(validateResetPassword({ password: 'abcdef', passwordConfirm: 'abcdef' })).toEqual({});
    expect(validateResetPassword({ password: 'abcdef', passwordConfirm: 'abcdeg' })).toEqual({
      passwordConfirm: 'register.passwordMismatch',
    });
  });
});
