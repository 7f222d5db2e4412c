import { describe, expect, it } from 'vitest';
import { rewriteProfileImage } from '@shared/profileImage';

// Spec section 7: "a 'profile-pic-' prefix is rewritten to 'profiles/'" (functions/src/api).
describe('rewriteProfileImage', () => {
  it('rewrites a bare path with the prefix', () => {
    expect(rewriteProfileImage('profile-pic-ayse.jpg')).toBe('profiles/ayse.jpg');
  });

  it('rewrites the prefix at the start of a URL path segment', () => {
    expect(rewriteProfileImage('https://cdn.example/img/profile-pic-42.png?v=3')).toBe(
      'https://cdn.example/img/profiles/42.png?v=3',
    );
    expect(rewriteProfileImage('/profile-pic-a.webp')).toBe('/profiles/a.webp');
  });

  it('keeps a Storage download URL valid: the object path stays one encoded segment', () => {
    const bucket = 'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/';
    expect(rewriteProfileImage(`${bucket}profile-pic-u1.jpg?alt=media&token=t`)).toBe(
      `${bucket}profiles%2Fu1.jpg?alt=media&token=t`,
    );
    expect(rewriteProfileImage(`${bucket}old%2Fprofile-pic-u1.jpg?alt=media`)).toBe(
      `${bucket}old%2Fprofiles%2Fu1.jpg?alt=media`,
    );
  });

  it('leaves other images alone', () => {
    expect(rewriteProfileImage('/demo/avatars/deniz.svg')).toBe('/demo/avatars/deniz.svg');
    expect(rewriteProfileImage('profilePhotos/1b2c.jpg')).toBe('profilePhotos/1b2c.jpg');
    // Only a prefix counts: the words inside a file name are not a folder.
    expect(rewriteProfileImage('my-profile-pic-a.jpg')).toBe('my-profile-pic-a.jpg');
  });

  it('gives an empty string for no image', () => {
    expect(rewriteProfileImage('')).toBe('');
    expect(rewriteProfileImage(undefined)).toBe('');
    expect(rewriteProfileImage(null)).toBe('');
    expect(rewriteProfileImage('  profile-pic-x.jpg ')).toBe('profiles/x.jpg');
  });
});
