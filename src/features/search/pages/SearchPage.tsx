import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { UserRole } from '@/store/roles';
import { selectUser } from '@/store/session/sessionSlice';
import { useDebouncedValue } from '@/components/forms/useDebouncedValue';
import { RecentSearches } from '../components/RecentSearches';
import { SearchBox } from '../components/SearchBox';
import { SearchResults } from '../components/SearchResults';
import { useRecentSearches } from '../components/useRecentSearches';
import { isNavigationKey, navigate as navigateKey } from '../model/keyboardNavigation';
import { resultPath } from '../model/resultLinks';
import { flattenGroups, type SearchItem } from '../model/searchResults';
import { groupLabelOf, searchScopeFor, visibleGroups } from '../model/searchScope';
import {
  MIN_QUERY_LENGTH,
  SEARCH_DEBOUNCE_MS,
  isSearchable,
  normalizeQuery,
} from '../model/searchText';
import { searchCleared, selectCurrentSearch } from '../searchSlice';
import { SEARCH_ERROR, searchFor, searchKey } from '../searchThunks';
import '../components/search.css';

/**
 * /app/search (spec section 2): one box over briefs, influencers and brands, each group only for
 * the roles that may see it (spec section 6). The text lives in `?q=` so results are linkable
 * and Back returns to them; typing replaces the entry instead of adding one per letter.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const uid = user?.uid ?? '';
  const role = user?.role ?? UserRole.Editor;
  const isApproved = user?.isApproved ?? false;
  const scope = useMemo(() => searchScopeFor({ uid, role, isApproved }), [uid, role, isApproved]);
  const order = useMemo(() => visibleGroups(scope), [scope]);
  const awaiting = scope.briefs?.kind === 'awaitingApproval';

  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  // What this page last wrote to ?q=; any other change (Back, the top bar) is followed.
  const written = useRef(q);
  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setText(q);
  }, [q]);

  const writeQuery = useCallback(
    (value: string) => {
      written.current = value;
      setParams(value.trim() ? { q: value } : {}, { replace: true });
    },
    [setParams],
  );
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Only a change of the settled text writes: writeQuery changes with every URL change, and a
  // cleared box must not bring back the text that settled before it.
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled !== written.current) writeQuery(settled);
  }, [settled, writeQuery]);

  const { recent, remember, forget, clear } = useRecentSearches(uid);
  // Arriving with ?q= (the top bar, a shared link) is a search the user asked for.
  const arrivedWith = useRef(q);
  useEffect(() => {
    if (uid && isSearchable(arrivedWith.current)) remember(arrivedWith.current);
  }, [uid, remember]);

  const searchable = isSearchable(q);
  const key = searchKey({ scope, text: q });
  const request = useMemo(() => ({ scope, text: q }), [scope, q]);
  const run = useCallback(() => void dispatch(searchFor(request)), [dispatch, request]);
  useEffect(() => {
    if (searchable && uid) run();
    else dispatch(searchCleared());
  }, [dispatch, run, searchable, uid]);
  useEffect(() => () => void dispatch(searchCleared()), [dispatch]);

  const current = useAppSelector(selectCurrentSearch);
  const typing = normalizeQuery(text) !== normalizeQuery(q);
  const fresh = current?.key === key;
  const status = !searchable ? 'idle' : fresh && !typing ? current.status : 'loading';
  const groups = useMemo(() => current?.groups ?? {}, [current?.groups]);
  const items = useMemo(
    () => (searchable && current ? flattenGroups(groups, order) : []),
    [searchable, current, groups, order],
  );
  const showRecent = text.trim() === '';
  const options = showRecent ? recent.length : items.length;

  // The active option belongs to the options it was chosen in: new options start at the box.
  const optionsTag = `${key}:${status}:${showRecent}`;
  const [chosen, setChosen] = useState({ tag: '', index: -1 });
  const active = chosen.tag === optionsTag ? chosen.index : -1;
  const setActive = (index: number) => setChosen({ tag: optionsTag, index });
  const listId = useId().replace(/:/g, '');
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);
  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, optionId]);

  const open = (item: SearchItem) => {
    remember(q);
    navigate(resultPath(item));
  };
  const pick = (value: string) => {
    setText(value);
    writeQuery(value);
  };
  const clearBox = () => {
    setText('');
    writeQuery('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isNavigationKey(event.key)) return;
    const outcome = navigateKey(event.key, active, options);
    if (outcome.kind === 'none') return;
    event.preventDefault();
    switch (outcome.kind) {
      case 'move':
        setActive(outcome.active);
        break;
      case 'open':
        if (showRecent) pick(recent[outcome.index]!);
        else if (items[outcome.index]) open(items[outcome.index]!);
        break;
      case 'submit':
        if (isSearchable(text)) {
          remember(text);
          writeQuery(text);
        }
        break;
      case 'clear':
        clearBox();
        break;
    }
  };

  const tooShort = !showRecent && !isSearchable(text);
  const hasResults = Object.keys(groups).length > 0;
  const ready = status === 'ready';
  const nothingFound =
    ready &&
    !awaiting &&
    order.every((kind) => groups[kind] && !groups[kind].failed && groups[kind].items.length === 0);
  const hintKey = `search.hint.${order.map((kind) => groupLabelOf(scope, kind)).join('_')}`;

  return (
    <div className="container-fluid py-3 search-page" data-testid="search-page">
      <h1 className="h4 mb-3">{t('search.title')}</h1>
      <div className="search-panel">
        <SearchBox
          value={text}
          onChange={setText}
          onKeyDown={onKeyDown}
          onClear={clearBox}
          listId={listId}
          expanded={options > 0}
          activeId={active >= 0 ? optionId(active) : undefined}
          busy={status === 'loading'}
          placeholder={t('search.placeholder')}
        />

        {showRecent && (
          <>
            <p className="text-body-secondary" data-testid="search-hint">
              {awaiting ? t('search.awaitingApproval') : t(hintKey, { count: MIN_QUERY_LENGTH })}
            </p>
            <RecentSearches
              listId={listId}
              recent={recent}
              active={active}
              optionId={optionId}
              onPick={pick}
              onForget={forget}
              onClear={clear}
            />
          </>
        )}

        {tooShort && (
          <p className="text-body-secondary" role="status">
            {t('search.minLength', { count: MIN_QUERY_LENGTH })}
          </p>
        )}

        {searchable && status === 'loading' && !hasResults && (
          <p role="status">{t('search.loading')}</p>
        )}

        {searchable && status === 'error' && (
          <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
            <span className="flex-grow-1">{t(SEARCH_ERROR)}</span>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={run}>
              {t('search.retry')}
            </button>
          </div>
        )}

        {nothingFound && (
          <div
            className="search-nothing py-4 text-center"
            role="status"
            data-testid="search-nothing"
          >
            <p className="fw-semibold mb-1">{t('search.noResults', { query: q.trim() })}</p>
            <p className="small text-body-secondary mb-0">{t('search.noResultsHint')}</p>
          </div>
        )}

        {searchable && awaiting && (
          <p className="text-body-secondary" data-testid="search-awaiting">
            {t('search.awaitingApproval')}
          </p>
        )}

        {searchable && !showRecent && status !== 'error' && !nothingFound && hasResults && (
          <SearchResults
            listId={listId}
            order={order}
            labelOf={(kind) => groupLabelOf(scope, kind)}
            groups={groups}
            query={q}
            active={active}
            optionId={optionId}
            onOpen={() => remember(q)}
            busy={status === 'loading'}
          />
        )}
      </div>
    </div>
  );
}
