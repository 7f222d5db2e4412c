import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import type { RosterInfluencer } from '../../api/agencyRoster';
import { selectRoster } from '../../biddersSlice';
import { fetchRoster } from '../../biddersThunks';

type Props = {
  agencyUid: string;
  value: string;
  onChange: (influencer: RosterInfluencer | null) => void;
  /** An i18n key. */
  error?: string;
  disabled?: boolean;
};

/** "Teklif verilecek influencer": an influencer agency offers for one of its influencers. */
export function AgencyInfluencerPicker({ agencyUid, value, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const roster = useAppSelector((state) => selectRoster(state, agencyUid));

  useEffect(() => {
    if (roster === null) void dispatch(fetchRoster(agencyUid));
  }, [dispatch, agencyUid, roster]);

  if (roster === null || roster.status === 'loading') {
    return (
      <p role="status" className="text-body-secondary" data-testid="roster-loading">
        {t('briefDetail.offer.agency.loading')}
      </p>
    );
  }
  if (roster.status === 'error') {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
        <span>{t('briefDetail.offer.agency.loadFailed')}</span>
        <Button
          size="sm"
          color="danger"
          outline
          onClick={() => void dispatch(fetchRoster(agencyUid))}
        >
          {t('briefDetail.offer.agency.retry')}
        </Button>
      </div>
    );
  }
  if (roster.influencers.length === 0) {
    return (
      <p data-testid="roster-empty">
        {t('briefDetail.offer.agency.empty')}{' '}
        <Link to={paths.app.addNewInfluencer}>{t('briefDetail.offer.agency.add')}</Link>
      </p>
    );
  }
  const errorId = error ? 'offer-influencer-error' : undefined;
  return (
    <FormGroup>
      <Label for="offer-influencer">{t('briefDetail.offer.agency.label')}</Label>
      <Input
        id="offer-influencer"
        type="select"
        value={value}
        invalid={Boolean(error)}
        aria-describedby={errorId}
        aria-required
        disabled={disabled}
        onChange={(event) =>
          onChange(roster.influencers.find((entry) => entry.uid === event.target.value) ?? null)
        }
      >
        <option value="">{t('briefDetail.offer.agency.choose')}</option>
        {roster.influencers.map((influencer) => (
          <option key={influencer.uid} value={influencer.uid}>
            {influencer.name}
          </option>
        ))}
      </Input>
      {error && <FormFeedback id={errorId}>{t(error)}</FormFeedback>}
    </FormGroup>
  );
}
