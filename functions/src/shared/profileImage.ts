// Spec section 7 (REST table, contacts): "a 'profile-pic-' prefix is rewritten to 'profiles/'".
// Older uploads were stored flat as `profile-pic-<name>`; the files now live in the
// `profiles/` folder, so such a reference is pointed there. Plain TypeScript, no imports.

const PREFIX = 'profile-pic-';

/**
 * Rewrites every path segment that starts with 'profile-pic-' to start with 'profiles/'
 * instead: 'profile-pic-a.jpg' → 'profiles/a.jpg', 'https://cdn/x/profile-pic-a.jpg' →
 * 'https://cdn/x/profiles/a.jpg'. Inside a Storage download URL the object path is one encoded
 * segment after '/o/' (its slashes are '%2F'), so there the new slash is written '%2F' too.
 * Text where the prefix only appears mid-name ('my-profile-pic-a.jpg') is left alone.
 */
export function rewriteProfileImage(path: string | null | undefined): string {
  if (typeof path !== 'string') return '';
  const image = path.trim();
  if (!image.includes(PREFIX)) return image;
  return image.replace(
    /(^|\/o\/|%2[Ff]|\/)profile-pic-/g,
    (_match, before: string) =>
      `${before}${before === '/o/' || before.toUpperCase() === '%2F' ? 'profiles%2F' : 'profiles/'}`,
  );
}
