import { lazy, Suspense, useEffect } from 'react';
import { NotificationsBell } from '@/features/notifications/components/NotificationsBell';
import AppLayout from '@/layout/AppLayout';
import { useAppSelector } from '@/store/hooks';
import { selectSignedInUser } from '@/store/session/sessionSlice';

// Its own chunk: the chat feature is not part of the first /app screen's code.
const UnreadMessagesBadge = lazy(() => import('@/features/chat/components/UnreadMessagesBadge'));

// Its own chunk, with Firestore behind it: it only checks the signed-in user's consents.
const ConsentGate = lazy(() => import('@/features/legal/components/ConsentGate'));

const menuBadges = {
  messages: (
    <Suspense fallback={null}>
      <UnreadMessagesBadge />
    </Suspense>
  ),
};

/**
 * The /app frame as the app composes it: the layout knows no feature, so the features it
 * shows in its slots are chosen here (docs/data-layer.md, Boundaries).
 */
export default function AppFrame() {
  // Category names from Contents/Categories over the built-in ones, without holding the page.
  useEffect(() => {
    void import('@/features/content/categoryNames').then(
      (module) => module.syncCategoryNames(),
      (error: unknown) => console.warn('category names not loaded; the built-in ones stay', error),
    );
  }, []);
  // The signed-in account consents, not the one an admin acts as.
  const signedIn = useAppSelector(selectSignedInUser);
  return (
    <>
      <AppLayout notifications={<NotificationsBell />} menuBadges={menuBadges} />
      {signedIn && (
        <Suspense fallback={null}>
          <ConsentGate key={signedIn.uid} uid={signedIn.uid} />
        </Suspense>
      )}
    </>
  );
}
