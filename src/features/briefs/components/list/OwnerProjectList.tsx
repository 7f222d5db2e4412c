import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { ListSpec } from '../../api/briefQueriesPlan';
import { selectPendingCount } from '../../briefsSlice';
import { countPendingBriefs } from '../../briefsThunks';
import { ownerTabs } from '../../model/tabs';
import { CardsTabPanel, useCardsView } from './CardsTabPanel';
import { ListTabs } from './ListTabs';
import { useBriefList } from './useBriefList';
import { useCardTexts } from './useCardTexts';

/**
 * Brands and agencies (spec section 2): Aktif Projeler (Onay Bekleyenler with a count while some
 * of their briefs wait for approval), Devam Eden Projeler, Tamamlanmış Projelerim, as cards.
 */
export function OwnerProjectList({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  const view = useCardsView();
  const dispatch = useAppDispatch();
  const { textsOf } = useCardTexts();

  useEffect(() => {
    void dispatch(countPendingBriefs(uid));
  }, [dispatch, uid]);

  /** null until counted (the first tab waits, so its title and query do not change under it). */
  const pendingCount = useAppSelector((state) => selectPendingCount(state, uid));
  const hasPending = (pendingCount ?? 0) > 0;
  const tabs = ownerTabs(hasPending);
  const spec = useMemo(
    (): ListSpec | null =>
      pendingCount === null ? null : { view: 'owner', uid, tab, hasPending: pendingCount > 0 },
    [uid, tab, pendingCount],
  );
  const list = useBriefList(spec, view.pageSize);
  const current = tabs.find((entry) => entry.id === tab) ?? tabs[0]!;

  return (
    <>
      <ListTabs
        tabs={tabs.map((entry) => ({
          id: entry.id,
          title:
            entry.id === 0 && hasPending ? (
              <>
                {t(entry.titleKey)}{' '}
                <span
                  className="badge bg-warning rounded-pill text-dark"
                  data-testid="pending-count"
                >
                  <span aria-hidden="true">{pendingCount}</span>
                  <span className="visually-hidden">
                    {t('briefs.list.pendingCount', { count: pendingCount ?? 0 })}
                  </span>
                </span>
              </>
            ) : (
              t(entry.titleKey)
            ),
        }))}
        active={tab}
        onSelect={setTab}
        panelId="owner-briefs"
      />
      <CardsTabPanel
        id="owner-briefs"
        tab={tab}
        view={view}
        list={list}
        emptyText={t(current.emptyKey)}
        textsOf={textsOf}
      />
    </>
  );
}
