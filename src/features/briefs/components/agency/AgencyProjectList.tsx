import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { UserRole } from '@/store/roles';
import type { BriefDoc } from '@/lib/collections/briefs';
import type { ListSpec } from '../../api/briefQueriesPlan';
import { selectBiddersStatuses, selectOwnBids } from '../../biddersSlice';
import { fetchBiddersOf } from '../../biddersThunks';
import type { PaymentFilter } from '../../model/visibility';
import { ownOfferText } from '../list/briefCardText';
import { CardsTabPanel, useCardsView } from '../list/CardsTabPanel';
import { ListTabs } from '../list/ListTabs';
import { OwnerProjectList } from '../list/OwnerProjectList';
import { useBriefList, type BriefList } from '../list/useBriefList';
import { useCardTexts } from '../list/useCardTexts';

/** The payment filters of spec section 6 as the agency's tabs; 'all' is no filter. */
const agencyTabs: readonly {
  id: number;
  filter: PaymentFilter;
  titleKey: string;
  emptyKey: string;
}[] = [
  {
    id: 0,
    filter: 'money',
    titleKey: 'briefs.tabs.influencer.budget',
    emptyKey: 'briefs.empty.budget',
  },
  {
    id: 1,
    filter: 'product',
    titleKey: 'briefs.tabs.influencer.barter',
    emptyKey: 'briefs.empty.barter',
  },
  { id: 2, filter: 'all', titleKey: 'briefs.tabs.agency.all', emptyKey: 'briefs.empty.open' },
];

type Props = { uid: string; role: UserRole };

/**
 * Influencer agencies (spec section 6): the open briefs, as an influencer sees them, to offer
 * for one of their influencers, with the private briefs that target the agency merged in; and,
 * one switch away, the briefs the agency published itself.
 */
export function AgencyProjectList({ uid, role }: Props) {
  const { t } = useTranslation();
  const [showOwn, setShowOwn] = useState(false);
  return (
    <>
      <div className="btn-group mb-3" role="group" aria-label={t('briefs.agency.switchLabel')}>
        <button
          type="button"
          className={`btn ${showOwn ? 'btn-outline-primary' : 'btn-primary'}`}
          aria-pressed={!showOwn}
          onClick={() => setShowOwn(false)}
          data-testid="agency-open-briefs"
        >
          {t('briefs.agency.open')}
        </button>
        <button
          type="button"
          className={`btn ${showOwn ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={showOwn}
          onClick={() => setShowOwn(true)}
          data-testid="agency-own-briefs"
        >
          {t('briefs.agency.own')}
        </button>
      </div>
      {showOwn ? <OwnerProjectList uid={uid} /> : <AgencyOpenBriefs uid={uid} role={role} />}
    </>
  );
}

function AgencyOpenBriefs({ uid, role }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [tab, setTab] = useState(0);
  const view = useCardsView();
  const { textsOf, translate, locale } = useCardTexts();
  const bids = useAppSelector((state) => selectOwnBids(state, uid));
  const read = useAppSelector(selectBiddersStatuses);

  const specOf = (paymentType: PaymentFilter): ListSpec => ({
    view: 'agency',
    uid,
    role,
    paymentType,
  });
  // Every tab loads at once so each title carries its count, as on the influencer's page.
  const lists: BriefList[] = [
    useBriefList(specOf('money'), view.pageSize),
    useBriefList(specOf('product'), view.pageSize),
    useBriefList(specOf('all'), view.pageSize),
  ];
  const current = agencyTabs.find((entry) => entry.id === tab) ?? agencyTabs[0]!;
  const list = lists[current.id]!;

  // Teklifiniz: one read of our sealed offer per shown brief with a priced offer of ours.
  const missingIds = list.visible
    .filter((brief) => brief.bidderIds.includes(uid) && !(brief.id in read))
    .filter((brief) => brief.paymentType !== 'product')
    .map((brief) => brief.id)
    .join(' ');
  useEffect(() => {
    if (missingIds !== '') void dispatch(fetchBiddersOf({ briefIds: missingIds.split(' '), uid }));
  }, [missingIds, dispatch, uid]);

  const offerOf = (brief: BriefDoc) => {
    const barter = brief.paymentType === 'product';
    return {
      offerLabel: t(barter ? 'briefs.list.columns.interest' : 'briefs.list.columns.yourOffer'),
      offer: ownOfferText(brief, barter ? 'barter' : 'budget', uid, bids, translate, locale),
    };
  };

  return (
    <>
      <ListTabs
        tabs={agencyTabs.map((entry) => ({
          id: entry.id,
          title: t(entry.titleKey, { count: lists[entry.id]!.loaded.length }),
        }))}
        active={tab}
        onSelect={setTab}
        panelId="agency-briefs"
      />
      <CardsTabPanel
        id="agency-briefs"
        tab={tab}
        view={view}
        list={list}
        emptyText={t(current.emptyKey)}
        textsOf={textsOf}
        influencerOf={offerOf}
        intro={<p className="small text-body-secondary">{t('briefs.agency.hint')}</p>}
      />
    </>
  );
}
