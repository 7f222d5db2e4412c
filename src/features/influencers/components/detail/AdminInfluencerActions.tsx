import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { InfluencerDoc } from '@/lib/collections/influencers';
import { selectAdminBusy } from '../../influencersSlice';
import { setApproval, setVerified } from '../../influencersThunks';
import { editInfluencerPath } from '../../model/links';

/**
 * Admins (spec section 4): the verify request's code, Onayla / Onayı Kaldır (Influencers and
 * Users together), the verified badge, and the edit page.
 */
export function AdminInfluencerActions({ doc }: { doc: InfluencerDoc }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const busy = useAppSelector((state) => selectAdminBusy(state, doc.uid));
  return (
    <section
      className="card mb-4"
      aria-labelledby="influencer-admin-title"
      data-testid="influencer-admin-actions"
    >
      <div className="card-body">
        <h2 id="influencer-admin-title" className="h5 mb-3">
          {t('influencers.admin.title')}
        </h2>
        {doc.verificationCode && (
          // The verify request's code (spec section 4), to match what she sends from her account.
          <p className="mb-3" data-testid="verification-code">
            {t('influencers.admin.verificationCode')}:{' '}
            <strong className="font-monospace">{doc.verificationCode}</strong>
          </p>
        )}
        <div className="d-grid gap-2">
          <Button
            color={doc.isApproved ? 'warning' : 'primary'}
            outline={doc.isApproved}
            disabled={busy !== null}
            aria-busy={busy === 'approve' || undefined}
            onClick={() => void dispatch(setApproval({ uid: doc.uid, approved: !doc.isApproved }))}
            data-testid="toggle-approval"
          >
            {t(doc.isApproved ? 'influencers.admin.unapprove' : 'influencers.admin.approve')}
          </Button>
          <Button
            color="primary"
            outline
            disabled={busy !== null}
            aria-busy={busy === 'verify' || undefined}
            onClick={() =>
              void dispatch(setVerified({ uid: doc.uid, verified: !doc.isVerifiedAccount }))
            }
            data-testid="toggle-verified"
          >
            {t(doc.isVerifiedAccount ? 'influencers.admin.unverify' : 'influencers.admin.verify')}
          </Button>
          <Link to={editInfluencerPath(doc.uid)} className="btn btn-outline-secondary">
            {t('influencers.admin.edit')}
          </Link>
        </div>
      </div>
    </section>
  );
}
