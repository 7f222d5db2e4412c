// Errors the account flows raise themselves, next to Firebase's own auth codes, so the forms
// can show the spec's message for each.
export class AccountError extends Error {
  constructor(
    readonly code:
      | 'app/email-not-verified'
      | 'app/user-missing'
      | 'app/register-failed'
      | 'app/verification-mail-failed'
      | 'app/wrong-username',
  ) {
    super(code);
    this.name = 'AccountError';
  }
}

/** i18n keys for the account flows' own errors (spec sections 5 and 8). */
export const accountErrorKeys: Record<AccountError['code'], string> = {
  'app/email-not-verified': 'auth.errors.emailNotVerified',
  'app/user-missing': 'auth.errors.userMissing',
  'app/register-failed': 'auth.errors.registerFailed',
  'app/verification-mail-failed': 'auth.errors.verificationMailFailed',
  'app/wrong-username': 'errors.auth.wrongUsername',
};
