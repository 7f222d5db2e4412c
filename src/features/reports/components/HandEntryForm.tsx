import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_SLOTS } from '@shared/campaignReport';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  handEntryErrors,
  handEntryFigures,
  isReportSlot,
  type HandEntryErrors,
  type HandEntryValues,
} from '../model/handEntry';
import { selectRecordError, selectRecording } from '../reportsSlice';
import { recordByHand } from '../reportsThunks';

type Props = {
  briefId: string;
  /** The parties with a post: whose figures may be typed. */
  parties: { userId: string; label: string }[];
};

const empty: Omit<HandEntryValues, 'slot'> = { likes: '', comments: '', views: '' };

/** The brand types the figures the influencer sent, for a post that could not be read. */
export function HandEntryForm({ briefId, parties }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const recording = useAppSelector(selectRecording);
  const failure = useAppSelector(selectRecordError);
  const [userId, setUserId] = useState(parties[0]?.userId ?? '');
  const [values, setValues] = useState<HandEntryValues>({ slot: 'initial', ...empty });
  const [errors, setErrors] = useState<HandEntryErrors>({});
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = handEntryErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !userId) return;
    const result = await dispatch(recordByHand({ briefId, userId, ...handEntryFigures(values) }));
    if (recordByHand.fulfilled.match(result)) setValues((current) => ({ ...current, ...empty }));
  }

  const field = (name: 'likes' | 'comments' | 'views') => {
    const error = errors[name];
    return (
      <div className="col-sm-4 col-lg-2">
        <label className="form-label" htmlFor={`${id}-${name}`}>
          {t(`reports.hand.${name}`)}
        </label>
        <input
          id={`${id}-${name}`}
          className={`form-control${error ? ' is-invalid' : ''}`}
          inputMode="numeric"
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          data-testid={`report-hand-${name}`}
        />
        {error && (
          <div id={`${id}-${name}-error`} className="invalid-feedback">
            {t(error)}
          </div>
        )}
      </div>
    );
  };

  if (parties.length === 0) return null;
  return (
    <section className="card mb-4 d-print-none" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5">
          {t('reports.hand.title')}
        </h2>
        <p className="text-body-secondary small">{t('reports.hand.hint')}</p>
        <form className="row g-3 align-items-end" noValidate onSubmit={(e) => void submit(e)}>
          <div className="col-sm-6 col-lg-3">
            <label className="form-label" htmlFor={`${id}-party`}>
              {t('reports.hand.party')}
            </label>
            <select
              id={`${id}-party`}
              className="form-select"
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
              data-testid="report-hand-party"
            >
              {parties.map((party) => (
                <option key={party.userId} value={party.userId}>
                  {party.label}
                </option>
              ))}
            </select>
          </div>
          <div className="col-sm-6 col-lg-3">
            <label className="form-label" htmlFor={`${id}-slot`}>
              {t('reports.hand.slot')}
            </label>
            <select
              id={`${id}-slot`}
              className="form-select"
              value={values.slot}
              onChange={(event) =>
                isReportSlot(event.target.value) &&
                setValues({ ...values, slot: event.target.value })
              }
              data-testid="report-hand-slot"
            >
              {REPORT_SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {t(`reports.slots.${slot}`)}
                </option>
              ))}
            </select>
          </div>
          {field('likes')}
          {field('comments')}
          {field('views')}
          <div className="col-12">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={recording}
              aria-busy={recording}
              data-testid="report-hand-submit"
            >
              {t(recording ? 'reports.hand.saving' : 'reports.hand.save')}
            </button>
          </div>
        </form>
        {failure && (
          <div
            className="alert alert-danger mt-3 mb-0"
            role="alert"
            data-testid="report-hand-error"
          >
            {failure.startsWith('raw:') ? failure.slice(4) : t(failure)}
          </div>
        )}
      </div>
    </section>
  );
}
