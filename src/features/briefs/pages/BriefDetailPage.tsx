import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from 'reactstrap';
import { useAppSelector } from '@/store/hooks';
import { UserRole } from '@/store/roles';
import { selectUser } from '@/store/session/sessionSlice';
import { briefReportPath, paths } from '@/config/paths';
import type { CollaborationWorkspaceProps } from '@/components/collaboration/stepProps';
import { AdminBriefActions } from '../components/detail/AdminBriefActions';
import { BiddersPanel } from '../components/detail/BiddersPanel';
import { BriefSummary } from '../components/detail/BriefSummary';
import { bidRows, biddersReaderOf, detailViewOf } from '../components/detail/detailModel';
import { OfferPanel } from '../components/detail/OfferPanel';
import { InfluencerGate } from '../components/influencer/InfluencerGate';
import { useLiveBidders, useLiveBrief } from '../components/detail/useLiveBrief';

/**
 * /app/briefDetail?briefId=…: the brief, live. Influencers bid on it, its owner (or an admin)
 * works through the offers, and an admin approves, completes or deletes it.
 */
type Props = {
  /** The collaboration workspace (issue 21), filled in src/app; absent, the page shows none. */
  Workspace?: ComponentType<CollaborationWorkspaceProps>;
};

export default function BriefDetailPage({ Workspace }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const briefId = params.get('briefId')?.trim() ?? '';
  const user = useAppSelector(selectUser);
  const state = useLiveBrief(briefId);
  const brief = state.status === 'ready' ? state.brief : null;
  const view = brief && user ? detailViewOf(brief, user) : null;
  const bidders = useLiveBidders(briefId, user?.uid ?? '', view ? biddersReaderOf(view) : null);

  if (!user) return null; // the /app guard has sent visitors to the login page

  const message = (key: string, color: 'warning' | 'danger' = 'warning') => (
    <>
      <h1 className="h3 mb-3">{t('briefDetail.title')}</h1>
      <Alert color={color} fade={false} role="alert" data-testid="brief-detail-message">
        {t(key)}
      </Alert>
      <Link to={paths.app.myProjects}>{t('briefDetail.back')}</Link>
    </>
  );

  if (!briefId) return message('briefDetail.missingId');
  if (state.status === 'loading') {
    return (
      <div className="d-flex align-items-center gap-2 py-4" role="status">
        <div className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
        <span>{t('briefDetail.loading')}</span>
      </div>
    );
  }
  if (state.status === 'missing') return message('briefDetail.notFound');
  if (state.status === 'error' || !brief || !view)
    return message('briefDetail.loadFailed', 'danger');

  const offerPanel = (
    <OfferPanel
      brief={brief}
      user={user}
      bidders={bidders.status === 'ready' ? bidders.bidders : null}
    />
  );
  const names = Object.fromEntries(
    (bidders.status === 'ready' ? bidRows(bidders.bidders?.bidders ?? []) : []).map((bid) => [
      bid.bidderId,
      bid.bidderName ?? '',
    ]),
  );
  return (
    <div className="brief-detail-page row g-4">
      <div className="col-xl-8">
        <BriefSummary brief={brief} />
        {view.seesBidders && (
          // The campaign report (issue 22): the owner's side and admins.
          <Link
            className="btn btn-outline-primary btn-sm mb-3"
            to={briefReportPath(brief.id)}
            data-testid="brief-report-link"
          >
            {t('briefDetail.report')}
          </Link>
        )}
        {view.seesBidders && <BiddersPanel brief={brief} bidders={bidders} canAct={view.isOwner} />}
        {view.seesBidders && Workspace && (
          <Workspace
            brief={brief}
            viewer={user}
            side={view.isOwner ? 'owner' : 'admin'}
            names={names}
          />
        )}
      </div>
      <div className="col-xl-4">
        {view.isAdmin && <AdminBriefActions brief={brief} />}
        {view.bids &&
          (user.role === UserRole.Influencer ? (
            // A brief opened by link asks for the photo or the approval as the list does.
            <InfluencerGate uid={user.uid} sessionApproved={user.isApproved}>
              {() => offerPanel}
            </InfluencerGate>
          ) : (
            offerPanel
          ))}
        {view.bids && Workspace && <Workspace brief={brief} viewer={user} side="party" />}
      </div>
    </div>
  );
}
