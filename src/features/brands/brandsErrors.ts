// The Turkish message (as an i18n key) for a failed brands-screen action. Spec section 8 names
// one brand text, 'Marka yaratılırken hata oluştu.', for creating (and updating) a brand; the
// other failures get texts of their own.
import { errorCode, isNetworkError } from '@/lib/errors';

export type BrandsErrorCode = 'not-found' | 'not-eligible';

/** A refusal found by the api itself, before anything was written. */
export class BrandsApiError extends Error {
  readonly code: BrandsErrorCode;
  constructor(code: BrandsErrorCode) {
    super(`brands/${code}`);
    this.name = 'BrandsApiError';
    this.code = code;
  }
}

export type BrandAction = 'verify' | 'unverify' | 'grantBusiness' | 'actAs';
export type FailedBrandAction = BrandAction | 'load' | 'save';

export function brandsErrorKey(action: FailedBrandAction, error: unknown): string {
  // The spec's one brand message, whatever the cause.
  if (action === 'save') return 'brands.errors.save';
  const code = errorCode(error);
  if (code === 'not-eligible') return 'brands.errors.businessNotAllowed';
  if (code === 'not-found') return 'brands.errors.notFound';
  if (code === 'permission-denied') return 'brands.errors.permissionDenied';
  if (isNetworkError(error)) return 'brands.errors.network';
  return `brands.errors.${action}Failed`;
}
