import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { fetchAdminWeeklyStats } from './api/adminStatsApi';

export const LOAD_ERROR = 'adminStats.error';

export const loadAdminWeeklyStats = createAppAsyncThunk(
  'adminStats/load',
  async (weeks: number, { rejectWithValue }) => {
    try {
      return (await fetchAdminWeeklyStats(weeks)).weeks;
    } catch (error) {
      console.warn('admin weekly stats failed to load', error);
      return rejectWithValue(LOAD_ERROR);
    }
  },
);
