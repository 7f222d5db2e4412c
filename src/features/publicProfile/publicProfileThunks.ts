// The public profile's read as a thunk (docs/data-layer.md): a missing or non-public profile
// resolves to null; anything else that fails rejects, and the page offers to try again.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import type { PublicProfile } from './model/publicProfile';

export const loadPublicProfile = createAppAsyncThunk<PublicProfile | null, string>(
  'publicProfile/load',
  async (userId, { rejectWithValue }) => {
    try {
      const { fetchPublicProfile } = await import('./api/publicProfileApi');
      return await fetchPublicProfile(userId);
    } catch (error) {
      console.error('public profile failed to load', error);
      return rejectWithValue('publicProfile.error.body');
    }
  },
);
