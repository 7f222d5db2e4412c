import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { setDocumentTitle } from '@/lib/documentTitle';
import { routeTitleKey } from './routeTitles';

/** Keyboard, pointer or history (back/forward) input: what makes a route change the user's. */
const userInputEvents = ['keydown', 'pointerdown', 'popstate'] as const;

// The focus code is needed from the first user-made route change on, never on the first screen
// (the sign-in page is at its JavaScript budget): fetched at the user's first input.
let focusCode: Promise<typeof import('./focusPageHeading')> | null = null;
const loadFocusCode = () => (focusCode ??= import('./focusPageHeading'));

/**
 * Mounted once in RootLayout. Each route sets the tab title ("Projelerim · Influencer
 * Pazaryeri"; an unread count in front stays), and a route change moves focus to the new
 * page's h1, which announces it (why focus: ./focusPageHeading.ts).
 *
 * Only the path counts: a tab or filter kept in the query string changes no page. Nothing
 * moves on the first load, redirects included (/ → /app → /app/myProjects): until the user
 * has pressed a key or a pointer, focus stays at the top of the document, where the skip link
 * is the first Tab stop.
 */
export function RouteTitleAndFocus() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const userActed = useRef(false);

  // A layout effect runs before every page's own effects, so a page that names itself (a
  // public profile names the person) has the last word.
  useLayoutEffect(() => {
    setDocumentTitle(`${t(routeTitleKey(pathname))} · ${t('app.name')}`);
  }, [pathname, t, i18n.language]);

  useEffect(() => {
    const acted = () => {
      if (userActed.current) return;
      userActed.current = true;
      loadFocusCode().catch(() => (focusCode = null)); // offline: the next route change retries
    };
    for (const type of userInputEvents) window.addEventListener(type, acted, true);
    return () => {
      for (const type of userInputEvents) window.removeEventListener(type, acted, true);
    };
  }, []);

  useEffect(() => {
    if (!userActed.current) return undefined;
    // Anything that takes focus before the code is here (a dialog, say) keeps it.
    const focusMoved = new AbortController();
    document.addEventListener('focusin', () => focusMoved.abort(), {
      capture: true,
      signal: focusMoved.signal,
    });
    let stop: (() => void) | undefined;
    loadFocusCode().then(
      ({ focusHeadingWhenShown }) => {
        if (!focusMoved.signal.aborted) stop = focusHeadingWhenShown();
        focusMoved.abort();
      },
      () => (focusCode = null), // offline: focus stays where it is this time
    );
    return () => {
      focusMoved.abort();
      stop?.();
    };
  }, [pathname]);

  return null;
}
