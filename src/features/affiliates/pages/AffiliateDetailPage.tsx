import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/sessionSlice';
import { paths } from '@/config/paths';
import { ConfirmModal } from '@/components/ConfirmModal';
import {
  affiliateDetailClosed,
  selectAffiliate,
  selectDeleting,
  selectDetailStatus,
} from '../affiliatesSlice';
import { loadAffiliate, removeAffiliate } from '../affiliatesThunks';
import { AllowancePanel } from '../components/AllowancePanel';
import { ProgrammeFacts, ProgrammeStateBadge } from '../components/ProgrammeFacts';
import { canManageAffiliate } from '../model/access';

/**
 * /app/affiliateDetail?affiliateId= (spec section 2): one programme; its owner and admins
 * manage the allowed influencers (AffiliateAllowance) and may delete it; an allowed influencer
 * reads it.
 */
export default function AffiliateDetailPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('affiliateId') ?? '';
  const user = useAppSelector(selectUser);
  const status = useAppSelector((state) => selectDetailStatus(state, id));
  const programme = useAppSelector((state) => selectAffiliate(state, id));
  const deleting = useAppSelector(selectDeleting)[id] === true;
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!id) return;
    void dispatch(loadAffiliate(id));
    return () => {
      dispatch(affiliateDetailClosed(id));
    };
  }, [dispatch, id]);

  const back = (
    <Link to={paths.app.affiliateMarketing} className="small">
      {t('affiliates.detail.back')}
    </Link>
  );

  // Every state keeps the page's heading, so the page says where the visitor is.
  const frame = (content: ReactNode) => (
    <div className="container py-3">
      <h1 className="h4 mb-3">{t('affiliates.detail.title')}</h1>
      {content}
    </div>
  );

  if (!user) return null;
  if (!id || status === 'missing') {
    return frame(
      <>
        <div className="alert alert-warning" role="alert" data-testid="affiliate-missing">
          {t('affiliates.detail.missing')}
        </div>
        {back}
      </>,
    );
  }
  if (status === 'error') {
    return frame(
      <>
        <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
          <span>{t('affiliates.errors.loadOne')}</span>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            onClick={() => void dispatch(loadAffiliate(id))}
          >
            {t('affiliates.list.retry')}
          </button>
        </div>
        {back}
      </>,
    );
  }
  if (status !== 'ready' || !programme) {
    return frame(
      <p role="status" className="text-body-secondary">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('affiliates.detail.loading')}
      </p>,
    );
  }

  const manages = canManageAffiliate(user, programme);
  const marketplaceName = t(`affiliates.marketplaces.${programme.marketplace}`);
  const confirmDelete = async () => {
    const result = await dispatch(removeAffiliate(id));
    if (removeAffiliate.fulfilled.match(result)) navigate(paths.app.affiliateMarketing);
    else setConfirming(false);
  };

  return (
    <div className="container py-3" data-testid="affiliate-detail">
      <div className="mb-2">{back}</div>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <div>
          <h1 className="h4 mb-1" data-testid="affiliate-title">
            {programme.productName}
          </h1>
          {programme.ownerName && (
            <p className="text-body-secondary mb-0">
              {t('affiliates.detail.owner')}: {programme.ownerName}
            </p>
          )}
        </div>
        <ProgrammeStateBadge programme={programme} />
      </div>
      {!manages && (
        <div className="alert alert-info" data-testid="affiliate-allowed-note">
          {t('affiliates.detail.allowedNote')}
        </div>
      )}
      <div className="card mb-3">
        <div className="card-body">
          <ProgrammeFacts programme={programme} />
          <dl className="row small mb-0 mt-2">
            <dt className="col-sm-4">{t('affiliates.detail.link')}</dt>
            <dd className="col-sm-8 text-break">
              <a href={programme.productLink} target="_blank" rel="noopener noreferrer">
                {t('affiliates.detail.openLink', { marketplace: marketplaceName })}
              </a>
            </dd>
            <dt className="col-sm-4">{t('affiliates.detail.description')}</dt>
            <dd className="col-sm-8" style={{ whiteSpace: 'pre-line' }}>
              {programme.description}
            </dd>
          </dl>
        </div>
      </div>
      {manages && (
        <>
          <AllowancePanel programme={programme} />
          <div className="mt-4">
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => setConfirming(true)}
            >
              {t('affiliates.detail.delete')}
            </button>
          </div>
          <ConfirmModal
            isOpen={confirming}
            working={deleting}
            title={t('affiliates.detail.delete')}
            closeLabel={t('affiliates.detail.cancel')}
            cancelLabel={t('affiliates.detail.cancel')}
            confirmLabel={t('affiliates.detail.confirmDelete')}
            onConfirm={() => void confirmDelete()}
            onCancel={() => setConfirming(false)}
          >
            {t('affiliates.detail.deleteConfirm')}
          </ConfirmModal>
        </>
      )}
    </div>
  );
}
