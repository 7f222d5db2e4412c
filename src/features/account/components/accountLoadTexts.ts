/**
 * What the account screens' LoadState (`@/components/LoadState`) says while a Users document
 * loads, or when it is gone: `<LoadState status={...} {...accountLoadTexts} />`.
 */
export const accountLoadTexts = {
  testId: 'account-loading',
  loadingKey: 'account.loading',
  errorKey: 'account.missing',
} as const;
