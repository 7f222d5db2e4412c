import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormGroup, Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useDebouncedValue } from '@/components/forms/useDebouncedValue';
import { selectAgencySearch, selectKnownAgencies } from '../../targetAgenciesSlice';
import { fetchTargetAgencies } from '../../targetAgenciesThunks';
import { agencyIds } from './briefFormSchema';

export type Audience = 'public' | 'agencies';

type Props = {
  audience: Audience;
  onAudienceChange: (audience: Audience) => void;
  /** The targeted agencies' uids as the form keeps them (separated by spaces). */
  value: string;
  onChange: (value: string) => void;
  /** An i18n key. */
  error?: string;
  disabled?: boolean;
};

const FIELD = 'brief-targetedAgencies';

/**
 * Who sees the brief (spec section 6): everyone, or only the influencer agencies picked here,
 * found by name (GET {api}/agencies). A private brief reaches those agencies' open lists.
 */
export function TargetAgenciesField(props: Props) {
  const { audience, onAudienceChange, disabled } = props;
  const { t } = useTranslation();
  return (
    <fieldset className="mb-3" data-testid="brief-audience">
      <legend className="form-label fs-6">{t('briefForm.audience.legend')}</legend>
      {(['public', 'agencies'] as const).map((option) => (
        <div className="form-check" key={option}>
          <Input
            id={`brief-audience-${option}`}
            type="radio"
            name="brief-audience"
            className="form-check-input"
            checked={audience === option}
            onChange={() => onAudienceChange(option)}
            disabled={disabled}
          />
          <Label for={`brief-audience-${option}`} className="form-check-label">
            {t(`briefForm.audience.${option}`)}
          </Label>
        </div>
      ))}
      {audience === 'agencies' && <AgencyPicker {...props} />}
    </fieldset>
  );
}

function AgencyPicker({ value, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text);
  const result = useAppSelector((state) => selectAgencySearch(state, search));
  const known = useAppSelector(selectKnownAgencies);
  const chosen = agencyIds(value);

  useEffect(() => {
    if (result === null) void dispatch(fetchTargetAgencies(search));
  }, [dispatch, search, result]);

  const set = (uids: string[]) => onChange([...new Set(uids)].join(' '));
  const offered =
    result?.status === 'ready' ? result.uids.filter((uid) => !chosen.includes(uid)) : [];
  const errorId = error ? `${FIELD}-error` : undefined;

  return (
    <div className="ms-4 mt-2">
      <ul
        className="list-unstyled d-flex flex-wrap gap-2 mb-2"
        aria-label={t('briefForm.audience.chosen')}
      >
        {chosen.map((uid) => (
          <li
            key={uid}
            className="badge text-bg-primary d-flex align-items-center gap-1 fs-6 fw-normal"
          >
            <span data-testid="target-agency">{known[uid]?.name ?? uid}</span>
            <button
              type="button"
              className="btn-close btn-close-white ms-1"
              aria-label={t('briefForm.audience.remove', { name: known[uid]?.name ?? uid })}
              onClick={() => set(chosen.filter((id) => id !== uid))}
              disabled={disabled}
            />
          </li>
        ))}
      </ul>
      <FormGroup className="mb-1">
        <Label for={FIELD}>{t('briefForm.audience.search')}</Label>
        <Input
          id={FIELD}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          invalid={Boolean(error)}
          aria-describedby={errorId}
          autoComplete="off"
          disabled={disabled}
        />
        {error && (
          <div id={errorId} className="invalid-feedback d-block">
            {t(error)}
          </div>
        )}
      </FormGroup>
      {(result === null || result.status === 'loading') && (
        <p role="status" className="small text-body-secondary">
          {t('briefForm.audience.loading')}
        </p>
      )}
      {result?.status === 'error' && (
        <div
          className="alert alert-danger d-flex flex-wrap align-items-center gap-2 py-2"
          role="alert"
        >
          <span>{t('briefForm.audience.loadFailed')}</span>
          <Button
            size="sm"
            color="danger"
            outline
            onClick={() => void dispatch(fetchTargetAgencies(search))}
          >
            {t('briefForm.audience.retry')}
          </Button>
        </div>
      )}
      {result?.status === 'ready' && offered.length === 0 && (
        <p className="small text-body-secondary">{t('briefForm.audience.none')}</p>
      )}
      {offered.length > 0 && (
        <ul className="list-group mb-2" aria-label={t('briefForm.audience.results')}>
          {offered.map((uid) => (
            <li key={uid} className="list-group-item d-flex align-items-center gap-2 py-1">
              <span className="flex-grow-1">{known[uid]?.name ?? uid}</span>
              <Button
                size="sm"
                color="primary"
                outline
                onClick={() => set([...chosen, uid])}
                disabled={disabled}
                aria-label={t('briefForm.audience.add', { name: known[uid]?.name ?? uid })}
              >
                {t('briefForm.audience.addShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
