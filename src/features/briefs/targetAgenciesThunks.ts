// The brief form's agency picker reads (docs/data-layer.md): GET {api}/agencies by search
// text. A failure rejects with the spec-style code 'error:getAgencies'; the picker says it.
import { API_ERROR_CODES } from '@shared/apiShapes';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import type { TargetAgency } from './api/agencies';

/** The search key of a text: trimmed and lower-cased with Turkish rules ('' = the first page). */
export const agencySearchKey = (text: string) => text.trim().toLocaleLowerCase('tr-TR');

export const fetchTargetAgencies = createAppAsyncThunk(
  'targetAgencies/fetch',
  async (search: string, { rejectWithValue }): Promise<TargetAgency[]> => {
    try {
      const { searchAgencies } = await import('./api/agencies');
      const found = await searchAgencies(search);
      return found.map(({ uid, name, img }) => ({ uid, name, img }));
    } catch (error) {
      console.error('agencies failed to load', error);
      return rejectWithValue(API_ERROR_CODES.getAgencies) as never;
    }
  },
);
