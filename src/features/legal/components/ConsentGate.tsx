import { lazy, Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { policyGateLeft, selectPolicyGate } from '../legalSlice';
import { checkPolicyConsent } from '../legalThunks';

// The dialog (a reactstrap Modal) loads only for the few who must consent again: every /app
// page runs this check, and most users pass it.
const ConsentDialog = lazy(() => import('./ConsentDialog'));

/**
 * The re-consent gate of the app frame (design.md section 12, KVKK): a user who accepted an
 * older policy version sees a blocking dialog after sign-in until she accepts the current one
 * or signs out. A check that cannot run (offline) lets her in; the next sign-in asks again.
 */
export default function ConsentGate({ uid }: { uid: string }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => selectPolicyGate(root, uid));

  useEffect(() => {
    void dispatch(checkPolicyConsent(uid));
    return () => void dispatch(policyGateLeft(uid));
  }, [dispatch, uid]);

  if (state.status !== 'ask') return null;

  return (
    <Suspense fallback={null}>
      <ConsentDialog
        uid={uid}
        version={state.version}
        failed={state.failed}
        saving={state.saving}
      />
    </Suspense>
  );
}
