import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { earningKinds, type EarningKind } from '@/lib/collections/earnings';
import { parseLiraInput } from '@/lib/money';
import type { Collaboration } from '../api/earningsApi';
import { selectRecording } from '../earningsSlice';
import { recordEarningFor } from '../earningsThunks';

// Kept exported here for the earnings tests; the parser itself lives with the money code.
export { parseLiraInput };

const asInput = (kurus: number | null) =>
  kurus === null ? '' : (kurus / 100).toFixed(kurus % 100 === 0 ? 0 : 2).replace('.', ',');

/** The admin's form for one collaboration: amount (the offer's earnings by default), type, note. */
export function RecordEarningForm({
  collaboration,
  onDone,
}: {
  collaboration: Collaboration;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectRecording)[collaboration.key] === true;
  const [amount, setAmount] = useState(asInput(collaboration.influencerEarnings));
  const [kind, setKind] = useState<EarningKind>('earning');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);
  const id = `earning-${collaboration.key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kurus = parseLiraInput(amount);
    setInvalid(kurus === null);
    if (kurus === null) return;
    const result = await dispatch(
      recordEarningFor({
        key: collaboration.key,
        input: {
          influencerId: collaboration.influencerId,
          briefId: collaboration.briefId,
          briefTitle: collaboration.briefTitle,
          amount: kurus,
          kind,
          note: note.trim(),
        },
      }),
    );
    if (recordEarningFor.fulfilled.match(result)) onDone();
  };

  return (
    <form
      className="row g-2 align-items-end"
      onSubmit={(e) => void submit(e)}
      data-testid="record-earning-form"
    >
      <div className="col-sm-3">
        <label className="form-label small" htmlFor={`${id}-amount`}>
          {t('earnings.admin.amount')}
        </label>
        <input
          id={`${id}-amount`}
          className={`form-control form-control-sm${invalid ? ' is-invalid' : ''}`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={invalid}
        />
        {invalid && <div className="invalid-feedback">{t('earnings.admin.invalidAmount')}</div>}
      </div>
      <div className="col-sm-3">
        <label className="form-label small" htmlFor={`${id}-kind`}>
          {t('earnings.admin.kind')}
        </label>
        <select
          id={`${id}-kind`}
          className="form-select form-select-sm"
          value={kind}
          onChange={(e) => setKind(e.target.value as EarningKind)}
        >
          {earningKinds.map((k) => (
            <option key={k} value={k}>
              {t(`earnings.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-sm-4">
        <label className="form-label small" htmlFor={`${id}-note`}>
          {t('earnings.admin.note')}
        </label>
        <input
          id={`${id}-note`}
          className="form-control form-control-sm"
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <div className="col-sm-2 d-flex gap-1">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {busy ? t('earnings.admin.saving') : t('earnings.admin.save')}
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDone}>
          {t('earnings.admin.cancel')}
        </button>
      </div>
    </form>
  );
}
