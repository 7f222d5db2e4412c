import type { BriefDoc } from '@/lib/collections/briefs';
import { BriefCard } from './BriefCard';
import type { CardTexts } from './briefCardText';
import type { DisplayMode } from './displayModes';

type Props = {
  briefs: BriefDoc[];
  mode: DisplayMode;
  textsOf: (brief: BriefDoc, maxCategories?: number) => CardTexts;
  /** For the influencer's cards: the label and text of their own offer or interest. */
  influencerOf?: (brief: BriefDoc) => { offerLabel: string; offer: string | null };
  selected: ReadonlySet<string>;
  onToggleSelect: (id: string) => void;
};

/** Cards keep to a few categories, then '…' (the admin list shows two). */
export const CARD_CATEGORY_LIMIT = 3;

const columns: Record<DisplayMode, string> = {
  image: 'row-cols-1 row-cols-sm-2 row-cols-xl-3 row-cols-xxl-4',
  thumb: 'row-cols-1 row-cols-lg-2',
  list: 'row-cols-1',
};

/** The cards of one display page, laid out for the display mode. */
export function BriefCardGrid({
  briefs,
  mode,
  textsOf,
  influencerOf,
  selected,
  onToggleSelect,
}: Props) {
  return (
    <ul className={`row g-3 list-unstyled mb-0 ${columns[mode]}`} data-testid={`cards-${mode}`}>
      {briefs.map((brief) => (
        <li key={brief.id} className="col">
          <BriefCard
            brief={brief}
            texts={textsOf(brief, CARD_CATEGORY_LIMIT)}
            mode={mode}
            influencer={influencerOf?.(brief)}
            selected={selected.has(brief.id)}
            onToggleSelect={onToggleSelect}
          />
        </li>
      ))}
    </ul>
  );
}
