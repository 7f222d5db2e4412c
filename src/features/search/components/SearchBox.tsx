import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onClear: () => void;
  listId: string;
  expanded: boolean;
  activeId: string | undefined;
  busy: boolean;
  placeholder: string;
};

/** The one search box: a combobox whose options are the results (or the recent searches). */
export function SearchBox(props: Props) {
  const { t } = useTranslation();
  return (
    <div className="search-box mb-3">
      <label htmlFor={`${props.listId}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <div className="position-relative">
        <input
          id={`${props.listId}-input`}
          // Text, not search: the browser's own clear button would sit beside ours.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          className="form-control form-control-lg pe-5"
          value={props.value}
          placeholder={props.placeholder}
          autoComplete="off"
          spellCheck={false}
          // The page exists to type into this box.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          aria-autocomplete="list"
          aria-expanded={props.expanded}
          aria-controls={props.listId}
          aria-activedescendant={props.activeId}
          aria-describedby={`${props.listId}-keys`}
          onChange={(event) => props.onChange(event.target.value)}
          onKeyDown={props.onKeyDown}
        />
        <div className="search-box-end position-absolute top-50 end-0 translate-middle-y me-2 d-flex align-items-center gap-1">
          {props.busy && (
            <span className="spinner-border spinner-border-sm text-primary" role="status">
              <span className="visually-hidden">{t('search.loading')}</span>
            </span>
          )}
          {props.value !== '' && (
            <button
              type="button"
              className="btn-close"
              aria-label={t('search.clear')}
              onClick={props.onClear}
            />
          )}
        </div>
      </div>
      <p id={`${props.listId}-keys`} className="small text-body-secondary mt-1 mb-0">
        {t('search.keyboardHint')}
      </p>
    </div>
  );
}
