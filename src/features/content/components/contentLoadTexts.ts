/**
 * What every content page's LoadState (`@/components/LoadState`) says while it loads and when
 * the load fails: `<LoadState status={...} onRetry={...} emptyKey={...} {...contentLoadTexts} />`.
 */
export const contentLoadTexts = {
  loadingKey: 'content.loading',
  errorKey: 'content.errors.load',
  retryKey: 'content.retry',
} as const;
