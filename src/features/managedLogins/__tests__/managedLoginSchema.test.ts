import { describe, expect, it } from 'vitest';
import { validateManagedLogin } from '../managedLoginSchema';

const valid = { username: 'ayse.yilmaz', name: 'Ayşe', surname: 'Yılmaz', password: 'secret1' };

describe('managed login form', () => {
  it('accepts a valid login, Turkish letters in the username included', () => {
    expect(validateManagedLogin(valid)).toEqual({});
    expect(validateManagedLogin({ ...valid, username: 'Şule_Öz' })).toEqual({});
  });

  it.each(['ab', '.ayse', 'ayse.', 'ayşe yılmaz', 'x'.repeat(31)])(
    'refuses the username %s',
    (username) => {
      expect(validateManagedLogin({ ...valid, username })).toEqual({
        username: 'managedLogins.usernameInvalid',
      });
    },
  );

  it('needs names and a 6-character password', () => {
    expect(validateManagedLogin({ ...valid, name: ' ', password: '12345' })).toEqual({
      name: 'register.required',
      password: 'login.passwordTooShort',
    });
  });
});
