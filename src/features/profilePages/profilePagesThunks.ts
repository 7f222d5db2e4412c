// The profile pages' reads as thunks (docs/data-layer.md): failures are logged and mapped to
// their i18n key here, once.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { fetchPortfolioPage } from './api/portfolioApi';
import { fetchInfluencerSocial } from './api/socialApi';
import type { PortfolioCursor, PortfolioSpec } from './model/portfolioList';

export const PORTFOLIO_ERROR = 'profilePages.errors.portfolio';
export const SOCIAL_ERROR = 'profilePages.errors.social';

export const openPortfolio = createAppAsyncThunk(
  'profilePages/openPortfolio',
  async (spec: PortfolioSpec, { rejectWithValue }) => {
    try {
      return await fetchPortfolioPage(spec, null);
    } catch (error) {
      console.warn('portfolio failed to load', error);
      return rejectWithValue(PORTFOLIO_ERROR);
    }
  },
);

export const morePortfolio = createAppAsyncThunk(
  'profilePages/morePortfolio',
  async (
    arg: { spec: PortfolioSpec; requestId: string; cursor: PortfolioCursor },
    { rejectWithValue },
  ) => {
    try {
      return await fetchPortfolioPage(arg.spec, arg.cursor);
    } catch (error) {
      console.warn('portfolio failed to load', error);
      return rejectWithValue(PORTFOLIO_ERROR);
    }
  },
);

export const loadInfluencerSocial = createAppAsyncThunk(
  'profilePages/loadSocial',
  async (uid: string, { rejectWithValue }) => {
    try {
      return await fetchInfluencerSocial(uid);
    } catch (error) {
      console.warn('social accounts failed to load', error);
      return rejectWithValue(SOCIAL_ERROR);
    }
  },
);
