import type { Dispatch } from '@reduxjs/toolkit';
import { toastAdded } from '@/store/ui/uiSlice';
import type { ToastInput, ToastValues } from '@/store/ui/toastModel';

/**
 * Queues a toast and returns its id. `message` is an i18n key or literal text.
 *   showToast(dispatch, { message: 'briefs.approved' })            // success, 2000 ms
 *   showToast(dispatch, { type: 'error', message: err.message })    // 4500 ms
 */
export function showToast(dispatch: Dispatch, input: ToastInput): string {
  const action = toastAdded(input);
  dispatch(action);
  return action.payload.id;
}

const typed = (type: NonNullable<ToastInput['type']>) => (message: string, values?: ToastValues) =>
  toastAdded({ type, message, values });

/**
 * Action creators for `dispatch(...)`:
 *   dispatch(toast.show('layout.x'))      default: success for 2000 ms
 *   dispatch(toast.success('layout.x'))   explicit success: 3000 ms
 *   dispatch(toast.error('layout.x'))     4500 ms
 */
export const toast = {
  show: (message: string, values?: ToastValues) => toastAdded({ message, values }),
  success: typed('success'),
  info: typed('info'),
  warning: typed('warning'),
  error: typed('error'),
};
