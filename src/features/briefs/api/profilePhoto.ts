// The profile photo's write path lives in src/lib/profilePhoto.ts (the account page uses it
// too); the influencer list's gate reaches it through here.
export { uploadProfilePhoto, type UploadOptions } from '@/lib/profilePhoto';
