// The account page's consent log (docs/data-layer.md): read it, and switch the optional
// marketing consent by appending a record. Failures show beside the log, so no toast; the
// thunks reject with the i18n key of that text.
import i18next from 'i18next';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { consentRecordFor, CURRENT_POLICY } from '@/lib/policies';
import { appendOwnConsent, readOwnConsents } from './api/consentsApi';

/** `refresh`: the log stays on screen while it is read again (after a change). */
export const loadConsents = createAppAsyncThunk(
  'accountConsents/load',
  async ({ uid }: { uid: string; refresh?: boolean }, { rejectWithValue }) => {
    try {
      return await readOwnConsents(uid);
    } catch (error) {
      console.error('consents not loaded', error);
      return rejectWithValue('legal.consents.loadFailed');
    }
  },
);

/** Gives or withdraws the marketing consent, then reads the log again. */
export const setMarketingConsent = createAppAsyncThunk(
  'accountConsents/setMarketing',
  async ({ uid, allow }: { uid: string; allow: boolean }, { dispatch, rejectWithValue }) => {
    try {
      // The hash is of the text in the language on screen: i18next's one instance is the
      // screen's too.
      const record = await consentRecordFor(
        (key, options) => i18next.t(key, options),
        'marketing',
        allow ? 'given' : 'withdrawn',
        CURRENT_POLICY.version,
      );
      await appendOwnConsent(uid, record);
    } catch (error) {
      console.error('marketing consent not saved', error);
      return rejectWithValue('legal.consents.saveFailed');
    }
    await dispatch(loadConsents({ uid, refresh: true }));
  },
  {
    // The log is append-only: a second click while the first change is saving would append
    // the same record twice (the button is disabled only after the next render).
    condition: ({ uid }, { getState }) => getState().accountConsents?.logs[uid]?.saving !== true,
  },
);
