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
      <ul id={listId} role="listbox" aria-labelledby={`${listId}-title`} className="list-group">
        {recent.map((text, i) => (
          <li
            key={text}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`list-group-item d-flex align-items-center gap-2${i === active ? ' active' : ''}`}
            data-testid="recent-search"
          >
            <button
              type="button"
              tabIndex={-1}
              className="btn btn-link p-0 text-reset text-decoration-none flex-grow-1 text-start"
              onClick={() => onPick(text)}
            >
              {text}
            </button>
            <button
              type="button"
              className="btn-close btn-sm"
              aria-label={t('search.recent.remove', { query: text })}
              onClick={() => onForget(text)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
