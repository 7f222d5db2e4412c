import { useTranslation } from 'react-i18next';
import type { SearchGroupKind } from '../model/searchScope';
import type { SearchGroups, SearchItem } from '../model/searchResults';
import { ResultOption } from './ResultOption';

type Props = {
  listId: string;
  order: readonly SearchGroupKind[];
  /** The key part of each group's title (search.groups.*). */
  labelOf: (kind: SearchGroupKind) => string;
  groups: SearchGroups;
  query: string;
  active: number;
  optionId: (index: number) => string;
  /** A result was clicked (its link navigates). */
  onOpen: (item: SearchItem) => void;
  busy: boolean;
};

/** The grouped results with their counts, in one listbox so the arrow keys cross groups. */
export function SearchResults(props: Props) {
  const { t } = useTranslation();
  const { listId, order, groups, query, active, optionId, onOpen } = props;
  let index = 0;
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={t('search.resultsLabel')}
      aria-busy={props.busy}
      className={props.busy ? 'search-results is-busy' : 'search-results'}
    >
      {order.map((kind) => {
        const group = groups[kind];
        const items = group?.items ?? [];
        const headingId = `${listId}-${kind}`;
        const count = group?.more ? t('search.countMore', { count: items.length }) : items.length;
        return (
          <div
            key={kind}
            role="group"
            aria-labelledby={headingId}
            className="search-group mb-3"
            data-testid={`search-group-${kind}`}
          >
            {/* The group's label, not a heading: a listbox holds only groups and options. */}
            <div id={headingId} className="h6 d-flex align-items-center gap-2 mb-2">
              {t(`search.groups.${props.labelOf(kind)}`)}
              {group && !group.failed && (
                <span
                  className="badge rounded-pill text-bg-light border"
                  data-testid="search-count"
                >
                  {count}
                </span>
              )}
            </div>
            {group?.failed && <p className="small text-danger mb-0">{t('search.groupFailed')}</p>}
            {group && !group.failed && items.length === 0 && (
              <p className="small text-body-secondary mb-0">{t('search.groupEmpty')}</p>
            )}
            {items.length > 0 && (
              <div className="list-group">
                {items.map((item) => {
                  const at = index++;
                  return (
                    <ResultOption
                      key={item.id}
                      item={item}
                      query={query}
                      id={optionId(at)}
                      active={at === active}
                      onOpen={onOpen}
                    />
                  );
                })}
              </div>
            )}
            {group?.partial && (
              <p className="small text-warning-emphasis mt-1">{t('search.partial')}</p>
            )}
            {group?.more && (
              <p className="small text-body-secondary mt-1 mb-0">
                {t('search.moreHint', { count: items.length })}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
