import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { ListSpec } from '../../api/briefQueriesPlan';
import { selectBiddersStatuses, selectOwnBids } from '../../biddersSlice';
import { fetchBiddersOf } from '../../biddersThunks';
import type { InfluencerData } from '../../api/influencerProfileFields';
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
import { InfluencerGate } from './InfluencerGate';

type Props = { uid: string; sessionApproved: boolean };

/**
 * Spec section 2, influencer page load order: the gate (photo check, then the influencer
 * data, then approval: InfluencerGate), then briefs.
 */
export function InfluencerProjectList({ uid, sessionApproved }: Props) {
  return (
    <InfluencerGate uid={uid} sessionApproved={sessionApproved}>
      {(data) => <InfluencerTabs uid={uid} data={data} />}
    </InfluencerGate>
  );
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

  // Teklifiniz: one read of the user's sealed offer per shown budget brief she bid on. The ids
  // as one string keep the effect from running again for the same briefs.
  const missingIds = budgetList.visible
    .filter((brief) => brief.bidderIds.includes(uid) && !(brief.id in read))
    .map((brief) => brief.id)
    .join(' ');
  useEffect(() => {
    if (missingIds !== '') void dispatch(fetchBiddersOf({ briefIds: missingIds.split(' '), uid }));
  }, [missingIds, dispatch, uid]);

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
