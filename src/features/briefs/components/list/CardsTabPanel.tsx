import { useState, type ReactNode } from 'react';
import type { BriefDoc } from '@/lib/collections/briefs';
import type { CardTexts } from './briefCardText';
import { BriefCardGrid } from './BriefCardGrid';
import {
  DEFAULT_DISPLAY_MODE,
  DEFAULT_PAGE_SIZE,
  type DisplayMode,
  type PageSize,
} from './displayModes';
import { ListBody } from './ListBody';
import { ListToolbar } from './ListToolbar';
import type { BriefList } from './useBriefList';
import { useSelection } from './useSelection';

/** What the viewer chose for a card list: display mode, page size, selected cards. */
export function useCardsView() {
  const [mode, setMode] = useState<DisplayMode>(DEFAULT_DISPLAY_MODE);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const { selected, toggle } = useSelection();
  return { mode, setMode, pageSize, setPageSize, selected, toggle };
}

export type CardsView = ReturnType<typeof useCardsView>;

type Props = {
  /** The tab panel's id; the tabs are `${id}-tab-${tab}`. */
  id: string;
  tab: number;
  view: CardsView;
  list: BriefList;
  emptyText: string;
  textsOf: (brief: BriefDoc, maxCategories?: number) => CardTexts;
  influencerOf?: (brief: BriefDoc) => { offerLabel: string; offer: string | null };
  /** Shown above the toolbar. */
  intro?: ReactNode;
};

/** One tab of a card list: the toolbar, then the cards or the list's loading and empty states. */
export function CardsTabPanel({
  id,
  tab,
  view,
  list,
  emptyText,
  textsOf,
  influencerOf,
  intro,
}: Props) {
  return (
    <div id={id} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`}>
      {intro}
      <ListToolbar
        mode={view.mode}
        onModeChange={view.setMode}
        pageSize={view.pageSize}
        onPageSizeChange={view.setPageSize}
        selectedCount={view.selected.size}
      />
      <ListBody list={list} emptyText={emptyText}>
        <BriefCardGrid
          briefs={list.visible}
          mode={view.mode}
          textsOf={textsOf}
          influencerOf={influencerOf}
          selected={view.selected}
          onToggleSelect={view.toggle}
        />
      </ListBody>
    </div>
  );
}
