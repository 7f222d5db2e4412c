import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Icon } from '@/components/icons/Icon';
import './topBarSearch.css';

/** /app/search with the text in `?q=` (the search page reads it from there). */
export const searchPagePath = (text: string) => {
  const q = text.trim();
  return q ? `${paths.app.search}?q=${encodeURIComponent(q)}` : paths.app.search;
};

/**
 * The top bar's search: a field on wide screens that opens /app/search with what was typed, an
 * icon button to the search page on small ones. The layout knows no feature, so it only
 * navigates.
 */
export function TopBarSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPagePath(text));
    setText('');
  };

  return (
    <>
      <form role="search" className="topbar-search d-none d-md-flex" onSubmit={submit}>
        <Icon name="search" size={18} className="topbar-search-icon" />
        <input
          type="search"
          className="form-control form-control-sm"
          aria-label={t('layout.search.label')}
          placeholder={t('layout.search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          enterKeyHint="search"
        />
      </form>
      <Link
        to={paths.app.search}
        className="btn topbar-icon-btn d-md-none"
        aria-label={t('layout.search.label')}
      >
        <Icon name="search" />
      </Link>
    </>
  );
}
