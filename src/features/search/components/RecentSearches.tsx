import { useTranslation } from 'react-i18next';

type Props = {
  listId: string;
  recent: readonly string[];
  active: number;
  optionId: (index: number) => string;
  onPick: (text: string) => void;
  onForget: (text: string) => void;
  onClear: () => void;
};

/** The empty box's list: the user's recent searches, each one click (or Enter) away. */
export function RecentSearches({
  listId,
  recent,
  active,
  optionId,
  onPick,
  onForget,
  onClear,
}: Props) {
  const { t } = useTranslation();
  if (recent.length === 0) return null;
  return (
    <section className="search-recent" aria-labelledby={`${listId}-title`}>
      <div className="d-flex align-items-center justify-content-between mb-2">
        <h2 id={`${listId}-title`} className="h6 mb-0">
          {t('search.recent.title')}
        </h2>
        <button type="button" className="btn btn-link btn-sm p-0" onClick={onClear}>
          {t('search.recent.clear')}
        </button>
      </div>
      {/* An option may hold nothing interactive (its children are presentational), so the
          remove buttons sit in their own column beside the listbox, row for row. */}
      <div className="search-recent-rows">
        <ul id={listId} role="listbox" aria-labelledby={`${listId}-title`} className="list-group">
          {recent.map((text, i) => (
            // The keys reach the options through the combobox (aria-activedescendant); a click
            // picks one directly.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={text}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              className={`list-group-item list-group-item-action text-truncate${i === active ? ' active' : ''}`}
              data-testid="recent-search"
              onClick={() => onPick(text)}
            >
              {text}
            </li>
          ))}
        </ul>
        <ul className="list-group search-recent-remove">
          {recent.map((text) => (
            <li key={text} className="list-group-item">
              <button
                type="button"
                className="btn-close btn-sm"
                aria-label={t('search.recent.remove', { query: text })}
                onClick={() => onForget(text)}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
