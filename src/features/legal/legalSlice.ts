import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import { acceptPolicy, checkPolicyConsent } from './legalThunks';

// The re-consent gate of the app frame (design.md section 12, KVKK), by signed-in uid: whether
// she must accept a newer policy version before going on.

export type PolicyGate =
  | { status: 'checking' }
  | { status: 'clear' }
  | { status: 'ask'; version: number; saving: boolean; failed: boolean };

export type LegalState = { gates: Record<string, PolicyGate> };

const initialState: LegalState = { gates: {} };

const checking: PolicyGate = { status: 'checking' };

export const legalSlice = createSlice({
  name: 'legal',
  initialState,
  reducers: {
    /** The gate is gone (sign-out, another account): a result that arrives later is dropped. */
    policyGateLeft(state, action: PayloadAction<string>) {
      delete state.gates[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkPolicyConsent.pending, (state, { meta }) => {
        state.gates[meta.arg] = { status: 'checking' };
      })
      .addCase(checkPolicyConsent.fulfilled, (state, { meta, payload: version }) => {
        if (state.gates[meta.arg]?.status !== 'checking') return;
        state.gates[meta.arg] =
          version === null
            ? { status: 'clear' }
            : { status: 'ask', version, saving: false, failed: false };
      })
      .addCase(acceptPolicy.pending, (state, { meta }) => {
        const gate = state.gates[meta.arg.uid];
        if (gate?.status === 'ask') Object.assign(gate, { saving: true, failed: false });
      })
      .addCase(acceptPolicy.fulfilled, (state, { meta }) => {
        if (state.gates[meta.arg.uid]) state.gates[meta.arg.uid] = { status: 'clear' };
      })
      .addCase(acceptPolicy.rejected, (state, { meta }) => {
        const gate = state.gates[meta.arg.uid];
        if (gate?.status === 'ask') Object.assign(gate, { saving: false, failed: true });
      });
  },
  selectors: {
    selectPolicyGate: (state, uid: string): PolicyGate => state.gates[uid] ?? checking,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof legalSlice> {}
}

const injected = legalSlice.injectInto(rootReducer);

export const { policyGateLeft } = legalSlice.actions;
export const { selectPolicyGate } = injected.selectors;
