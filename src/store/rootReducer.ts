import { combineSlices } from '@reduxjs/toolkit';
import { liveSlice } from './live/liveSlice';
import { sessionSlice } from './session/sessionSlice';

/**
 * Every other slice (the ui slice, auth and each feature's) joins when its module loads
 * (`slice.injectInto(rootReducer)`), so the sign-in page does not carry the features' slices
 * and this module knows none of them; each declares itself here by declaration merging
 * (docs/data-layer.md).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  sessionSlice,
  liveSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();
