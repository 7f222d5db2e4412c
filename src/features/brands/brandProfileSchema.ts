import * as z from 'zod/mini';
import { fieldErrors } from '@/lib/forms';

// The brand profile form (/app/myBrands): a name (what lists, search and /u/{uid} show) and an
// optional logo address. Uploads need Storage, which the emulators here may lack
// (design.md section 3), so the logo is a link; the limits are the rules' (firestore.rules).
export const BRAND_NAME_MAX = 100;
export const LOGO_URL_MAX = 2048;

/**
 * '' (no logo), a path on this site (the demo's logos in public/) or an https address: what the
 * rules accept (docs/decisions.md "Safe links").
 */
function isLogoAddress(value: string): boolean {
  if (value === '') return true;
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return true;
  if (!/^https:\/\/[^/\s]\S*$/.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export const brandProfileSchema = z.object({
  brandName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'brands.form.required'),
      z.maxLength(BRAND_NAME_MAX, 'brands.form.nameTooLong'),
    ),
  logoUrl: z
    .string()
    .check(
      z.trim(),
      z.maxLength(LOGO_URL_MAX, 'brands.form.urlTooLong'),
      z.refine(isLogoAddress, 'brands.form.invalidUrl'),
    ),
});
export type BrandProfileFormInput = z.infer<typeof brandProfileSchema>;

export const validateBrandProfile = (input: BrandProfileFormInput) =>
  fieldErrors(brandProfileSchema, input);
