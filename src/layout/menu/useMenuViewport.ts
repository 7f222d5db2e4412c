import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { mobileMenuClosed, selectMenu, viewportChanged } from '@/store/ui/uiSlice';
import { viewportForWidth } from '@/store/ui/menuState';

/**
 * Keeps the menu in step with the window: crossing 1440 or 768 px resets it to that width's
 * state, and the mobile overlay closes on navigation and on Escape.
 */
export function useMenuViewport(): void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { mobileOpen } = useAppSelector(selectMenu);

  useEffect(() => {
    const onResize = () => dispatch(viewportChanged(viewportForWidth(window.innerWidth)));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [dispatch]);

  useEffect(() => {
    dispatch(mobileMenuClosed());
  }, [dispatch, pathname]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(mobileMenuClosed());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dispatch, mobileOpen]);
}
