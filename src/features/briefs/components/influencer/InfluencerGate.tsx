import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert, Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import type { UserDoc } from '@/lib/collections/users';
import type { InfluencerData } from '../../api/influencerProfileFields';
import { influencerGateClosed, selectInfluencerGate } from '../../influencerGateSlice';
import { checkListUser, loadInfluencerData } from '../../influencerGateThunks';
import { ApprovalPanel } from './ApprovalPanel';
import { PhotoRequiredModal } from './PhotoRequiredModal';

/** Approval is the admin's decision on the Users document (what the admin users screen sets). */
export function isApprovedInfluencer(user: UserDoc | null, fallback: boolean): boolean {
  return user ? user.isApproved === true : fallback;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="d-flex justify-content-center py-5"
      data-testid="influencer-loading"
    >
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('briefs.list.loading')}</span>
    </div>
  );
}

type Props = {
  uid: string;
  sessionApproved: boolean;
  /** What an approved influencer with a photo sees: her brief list, or a brief's offer form. */
  children: (data: InfluencerData) => ReactNode;
};

/**
 * What stands between an influencer and briefs (spec section 2, influencer page load order):
 * the photo check (Users/{uid}), then the influencer data (Influencers/{uid}), then approval.
 * Each step starts when the one before it succeeded; the steps live in influencerGateSlice.ts.
 * The list and the brief detail's offer panel both sit behind it, so a brief opened by link
 * asks for the photo or the approval as the list does (the rules refuse the offer too).
 */
export function InfluencerGate({ uid, sessionApproved, children }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const gate = useAppSelector((state) => selectInfluencerGate(state, uid));
  const profilePath = `${paths.app.influencerDetail}?userId=${encodeURIComponent(uid)}`;

  // Step 1: the photo check. A failed check shows the modal too (spec section 8).
  useEffect(() => {
    void dispatch(checkListUser(uid));
    return () => {
      dispatch(influencerGateClosed(uid));
    };
  }, [dispatch, uid]);

  // Step 2: the influencer data, once the photo is there.
  const photoThere = gate.step === 'profile';
  useEffect(() => {
    if (photoThere) void dispatch(loadInfluencerData(uid));
  }, [dispatch, uid, photoThere]);

  if (gate.step === 'checking' || gate.step === 'profile') return <Loading />;
  if (gate.step === 'photo') {
    return (
      <>
        <Loading />
        <PhotoRequiredModal uid={uid} onClose={() => navigate(profilePath)} />
      </>
    );
  }
  if (gate.step === 'failed') {
    return (
      <Alert color="danger" fade={false} className="d-flex flex-wrap align-items-center gap-3">
        <span>{t('projectList.profileError')}</span>
        <Button size="sm" color="danger" outline onClick={() => void dispatch(checkListUser(uid))}>
          {t('projectList.retry')}
        </Button>
      </Alert>
    );
  }
  const { user, data } = gate;
  if (!isApprovedInfluencer(user, sessionApproved)) {
    return (
      <ApprovalPanel
        user={user ?? { uid }}
        influencerSocial={data.socialMedia}
        profilePath={profilePath}
      />
    );
  }
  return <>{children(data)}</>;
}
