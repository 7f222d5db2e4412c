// The re-consent gate's reads and writes as thunks (docs/data-layer.md). The dialog shows its
// failure itself, so no toast; acceptPolicy rejects with the i18n key of that text.
import i18next from 'i18next';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { loadTranslations } from '@/i18n';
import { needsReconsent } from '@/lib/collections/consents';
import { consentRecordFor, requiredPolicyVersion } from '@/lib/policies';
import { appendPolicyConsent, readPolicyStanding } from './api/policyConsentApi';

/** The version the user must accept now, or null when she may go on. */
export const checkPolicyConsent = createAppAsyncThunk(
  'legal/checkPolicyConsent',
  async (uid: string): Promise<number | null> => {
    try {
      const { configured, records } = await readPolicyStanding(uid);
      const version = requiredPolicyVersion(configured);
      if (!needsReconsent(records, version)) return null;
      await loadTranslations('legal');
      return version;
    } catch (error) {
      // A check that cannot run (offline) lets her in; the next sign-in asks again.
      console.warn('policy consent not checked', error);
      return null;
    }
  },
);

/** Records her KVKK consent to `version` of the policy texts. */
export const acceptPolicy = createAppAsyncThunk(
  'legal/acceptPolicy',
  async ({ uid, version }: { uid: string; version: number }, { rejectWithValue }) => {
    try {
      // The hash is of the text in the language on screen: i18next's one instance is the
      // dialog's too.
      const record = await consentRecordFor(
        (key, options) => i18next.t(key, options),
        'kvkk',
        'given',
        version,
      );
      await appendPolicyConsent(uid, record);
    } catch (error) {
      console.error('consent not saved', error);
      return rejectWithValue('legal.consent.saveFailed');
    }
  },
  {
    // The consent log is append-only: one record per acceptance, however often she clicks.
    condition: ({ uid }, { getState }) => {
      const gate = getState().legal?.gates[uid];
      return gate?.status === 'ask' && !gate.saving;
    },
  },
);
