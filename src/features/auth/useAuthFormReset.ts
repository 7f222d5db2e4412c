import { useEffect } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { authFormsReset } from './authSlice';

/** Each account page starts with clean flags and no leftover error from another page. */
export function useAuthFormReset(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(authFormsReset());
  }, [dispatch]);
}
