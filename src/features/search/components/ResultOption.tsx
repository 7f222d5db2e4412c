import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/UserAvatar';
import { resultPath } from '../model/resultLinks';
import type { SearchItem } from '../model/searchResults';
import { Highlight } from './Highlight';

type Props = {
  item: SearchItem;
  query: string;
  id: string;
  active: boolean;
  onOpen: (item: SearchItem) => void;
};

const stateBadge = { pending: 'text-bg-warning', completed: 'text-bg-secondary' } as const;

/** One result: a link that is also the listbox option the arrow keys move to. */
export function ResultOption({ item, query, id, active, onOpen }: Props) {
  const { t } = useTranslation();
  // Only what the list would not say anyway: an open brief needs no badge.
  const state = item.state && item.state !== 'ongoing' ? item.state : null;
  return (
    <Link
      to={resultPath(item)}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={`search-option list-group-item list-group-item-action d-flex align-items-center gap-2${active ? ' active' : ''}`}
      data-testid={`search-result-${item.kind}`}
      onClick={() => onOpen(item)}
    >
      <UserAvatar name={item.name} img={item.image} />
      <span className="flex-grow-1 min-w-0">
        <span className="d-block text-truncate search-option-name">
          <Highlight text={item.name} query={query} />
        </span>
        {item.detail && (
          // Faded beside the name, but not on the active row's fill, where it would not read.
          <span className={`d-block small text-truncate${active ? '' : ' opacity-75'}`}>
            {item.detail}
          </span>
        )}
      </span>
      {state && <span className={`badge ${stateBadge[state]}`}>{t(`search.state.${state}`)}</span>}
    </Link>
  );
}
