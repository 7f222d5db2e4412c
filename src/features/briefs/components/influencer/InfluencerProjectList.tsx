import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert, Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import type { UserDoc } from '@/lib/collections/users';
import type { ListSpec } from '../../api/briefQueriesPlan';
import { selectBiddersStatuses, selectOwnBids } from '../../biddersSlice';
import { fetchBiddersOf } from '../../biddersThunks';
import type { InfluencerData } from '../../api/influencerProfileFields';
import { influencerGateClosed, selectInfluencerGate } from '../../influencerGateSlice';
import { checkListUser, loadInfluencerData } from '../../influencerGateThunks';
import { influencerTabs } from '../../model/tabs';
import type { InfluencerTab } from '../../model/visibility';
import { ownOfferText } from '../list/briefCardText';
import { BriefCardGrid } from '../list/BriefCardGrid';
import {
  DEFAULT_DISPLAY_MODE,
  DEFAULT_PAGE_SIZE,
  type DisplayMode,
  type PageSize,
} from '../list/displayModes';
import { InfluencerBriefTable } from '../list/InfluencerBriefTable';
import { ListBody } from '../list/ListBody';
import { ListTabs } from '../list/ListTabs';
import { ListToolbar } from '../list/ListToolbar';
import { useBriefList, type BriefList } from '../list/useBriefList';
import { useCardTexts } from '../list/useCardTexts';
import { useSelection } from '../list/useSelection';
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

type Props = { uid: string; sessionApproved: boolean };

/**
 * Spec section 2, influencer page load order: photo check (Users/{uid}), then the influencer
 * data (Influencers/{uid}), then briefs. Each step starts when the one before it succeeded;
 * the steps live in influencerGateSlice.ts.
 */
export function InfluencerProjectList({ uid, sessionApproved }: Props) {
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
  return <InfluencerTabs uid={uid} data={data} />;
}

/** 'Bütçeli (count)' and 'Barter (count)': the open briefs this influencer may see. */
function InfluencerTabs({ uid, data }: { uid: string; data: InfluencerData }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  const [mode, setMode] = useState<DisplayMode>(DEFAULT_DISPLAY_MODE);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const dispatch = useAppDispatch();
  const bids = useAppSelector((state) => selectOwnBids(state, uid));
  const read = useAppSelector(selectBiddersStatuses);
  const { selected, toggle } = useSelection();
  const { textsOf, translate, locale } = useCardTexts();

  const specOf = (tabName: InfluencerTab): ListSpec => ({
    view: 'influencer',
    profile: data.profile,
    tab: tabName,
  });
  // Both tabs load at once so each title carries its count. A spec is plain data: the list
  // starts again only when its key (tab and profile) changes.
  const budgetList = useBriefList(specOf('budget'), pageSize);
  const barterList = useBriefList(specOf('barter'), pageSize);
  const lists: Record<InfluencerTab, BriefList> = { budget: budgetList, barter: barterList };
  const current = influencerTabs.find((entry) => entry.id === tab) ?? influencerTabs[0]!;
  const list = lists[current.tab];

  // Teklifiniz: one read of bidders/{briefId} per shown budget brief the user bid on. The ids
  // as one string keep the effect from running again for the same briefs.
  const missingIds = budgetList.visible
    .filter((brief) => brief.bidderIds.includes(uid) && !(brief.id in read))
    .map((brief) => brief.id)
    .join(' ');
  useEffect(() => {
    if (missingIds !== '') void dispatch(fetchBiddersOf(missingIds.split(' ')));
  }, [missingIds, dispatch]);

  const offerOf = (tabName: InfluencerTab) => (brief: Parameters<typeof textsOf>[0]) =>
    ownOfferText(brief, tabName, uid, bids, translate, locale);
  const offerLabel = t(
    current.tab === 'budget' ? 'briefs.list.columns.yourOffer' : 'briefs.list.columns.interest',
  );

  return (
    <>
      <ListTabs
        tabs={influencerTabs.map((entry) => ({
          id: entry.id,
          title: t(entry.titleKey, { count: lists[entry.tab].loaded.length }),
        }))}
        active={tab}
        onSelect={setTab}
        panelId="influencer-briefs"
      />
      <div id="influencer-briefs" role="tabpanel" aria-labelledby={`influencer-briefs-tab-${tab}`}>
        <ListToolbar
          mode={mode}
          onModeChange={setMode}
          pageSize={pageSize}
          onPageSizeChange={setPageSize}
          selectedCount={selected.size}
        />
        <ListBody list={list} emptyText={t(current.emptyKey)}>
          {mode === 'list' ? (
            <InfluencerBriefTable
              tab={current.tab}
              briefs={list.visible}
              textsOf={textsOf}
              offerOf={offerOf(current.tab)}
              selected={selected}
              onToggleSelect={toggle}
            />
          ) : (
            <BriefCardGrid
              briefs={list.visible}
              mode={mode}
              textsOf={textsOf}
              influencerOf={(brief) => ({ offerLabel, offer: offerOf(current.tab)(brief) })}
              selected={selected}
              onToggleSelect={toggle}
            />
          )}
        </ListBody>
      </div>
    </>
  );
}
