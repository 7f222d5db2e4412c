import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Button, Form } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { SessionUser } from '@/store/session/sessionUser';
import { TextField } from '@/components/forms/TextField';
import type { BiddersDoc } from '@/lib/collections/bidders';
import type { BriefDoc } from '@/lib/collections/briefs';
import type { RosterInfluencer } from '../../api/agencyRoster';
import type { Bidder } from '../../api/offers';
import { selectOffering } from '../../biddersSlice';
import { makeOffer, withdrawOffer } from '../../biddersThunks';
import { moneyWithVat } from '../../model/cardFormat';
import { influencerAgencyRoles } from '../../model/listViews';
import { offerPriceError } from '../../model/offerPrice';
import { amount } from '../form/briefFormSchema';
import { AgencyInfluencerPicker } from './AgencyInfluencerPicker';
import { moneyLocale } from './BriefSummary';
import { offerPanelStateOf } from './detailModel';
import { OfferBreakdown } from './OfferBreakdown';
import { DeliverySection } from './DeliverySection';
import { OwnPaymentNotice } from './OwnPaymentNotice';
import { paymentLocked } from '../../model/paymentHistory';
import { useLiveOwnPayment } from './useLivePayments';

type Props = {
  brief: BriefDoc;
  user: SessionUser;
  /** The bidders document when readable; only the user's own entry is shown. */
  bidders: BiddersDoc | null;
};

/** Teklif Ver / İlgileniyorum / Tekliften Vazgeç for an influencer or influencer agency. */
export function OfferPanel({ brief, user, bidders }: Props) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = moneyLocale(i18n.language);
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [influencer, setInfluencer] = useState<RosterInfluencer | null>(null);
  const [influencerError, setInfluencerError] = useState<string | undefined>();
  const forAgency = influencerAgencyRoles.includes(user.role);
  const busy = useAppSelector((state) => selectOffering(state, brief.id));
  const panel = offerPanelStateOf(brief, user.uid);
  const ownBid = bidders?.bidders.find((bid) => bid.bidderId === user.uid) ?? null;

  const ownName = user.title || user.email;
  // An agency's offer names the influencer it is for; the owner reads who and through whom.
  const bidder: Bidder | null = !forAgency
    ? { uid: user.uid, name: ownName }
    : influencer
      ? { uid: user.uid, name: `${influencer.name} (${ownName})`, selectedUserId: influencer.uid }
      : null;
  const typed = panel.kind === 'canOffer' && panel.withPrice ? amount(price) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || panel.kind !== 'canOffer') return;
    const value = panel.withPrice ? (amount(price) ?? NaN) : 0;
    const problem = offerPriceError(brief.paymentType, value);
    setError(problem ?? undefined);
    if (problem) {
      document.getElementById('offer-price')?.focus();
      return;
    }
    if (!bidder) {
      setInfluencerError('briefDetail.offer.agency.required');
      document.getElementById('offer-influencer')?.focus();
      return;
    }
    const sent = await dispatch(makeOffer({ briefId: brief.id, bidder, price: value }));
    if (makeOffer.fulfilled.match(sent)) setPrice('');
  };

  const cancel = () => dispatch(withdrawOffer({ briefId: brief.id, uid: user.uid }));
  const ownPayment = useLiveOwnPayment(
    brief.id,
    user.uid,
    panel.kind === 'offered' && panel.state === 'accepted',
  );

  return (
    <section className="card mb-4" aria-labelledby="offer-title" data-testid="offer-panel">
      <div className="card-body">
        <h2 id="offer-title" className="h5 mb-3">
          {t('briefDetail.offer.title')}
        </h2>
        {panel.kind === 'closed' && (
          <p className="mb-0 text-body-secondary">{t('briefDetail.offer.closed')}</p>
        )}
        {panel.kind === 'canOffer' && (
          <Form noValidate onSubmit={submit} className="row g-2 align-items-start">
            {forAgency && (
              <div className="col-sm-6 col-lg-4">
                <AgencyInfluencerPicker
                  agencyUid={user.uid}
                  value={influencer?.uid ?? ''}
                  onChange={(picked) => {
                    setInfluencer(picked);
                    setInfluencerError(undefined);
                  }}
                  error={influencerError}
                  disabled={busy}
                />
              </div>
            )}
            <div className="w-100 m-0" aria-hidden="true" />
            {panel.withPrice ? (
              <>
                <div className="col-sm-6 col-lg-4">
                  <TextField
                    id="offer-price"
                    label={t('briefDetail.offer.price')}
                    value={price}
                    onChange={(value) => {
                      setPrice(value);
                      setError(undefined);
                    }}
                    error={error}
                    required
                    disabled={busy}
                  />
                </div>
                {typed !== null && !offerPriceError(brief.paymentType, typed) && (
                  <div className="col-12">
                    <OfferBreakdown uid={user.uid} price={typed} testId="offer-breakdown" />
                  </div>
                )}
                <div className="col-12">
                  <Button type="submit" color="primary" disabled={busy} data-testid="offer-send">
                    {busy ? t('briefDetail.offer.sending') : t('briefDetail.offer.send')}
                  </Button>
                </div>
              </>
            ) : (
              <div className="col-12">
                <p className="text-body-secondary">{t('briefDetail.offer.barterHint')}</p>
                <Button type="submit" color="primary" disabled={busy} data-testid="offer-interest">
                  {busy ? t('briefDetail.offer.sending') : t('briefDetail.offer.interest')}
                </Button>
              </div>
            )}
          </Form>
        )}
        {panel.kind === 'offered' && (
          <>
            <Alert
              color={panel.state === 'declined' ? 'secondary' : 'success'}
              fade={false}
              data-testid="offer-state"
            >
              {t(`briefDetail.offer.state.${panel.state}`)}
            </Alert>
            {ownBid && (
              <p data-testid="offer-own">
                {ownBid.price > 0
                  ? t('briefDetail.offer.yourOffer', {
                      amount: t(
                        moneyWithVat(ownBid.price, locale).key,
                        moneyWithVat(ownBid.price, locale).values,
                      ),
                    })
                  : t('briefDetail.offer.yourInterest')}
              </p>
            )}
            {ownBid?.selectedUserId && ownBid.selectedUserId !== user.uid && (
              <p data-testid="offer-for">
                {t('briefDetail.offer.agency.offeredFor', { name: ownBid.bidderName ?? '' })}
              </p>
            )}
            {ownBid && ownBid.price > 0 && (
              <OfferBreakdown
                uid={user.uid}
                price={ownBid.price}
                storedEarnings={ownBid.influencerEarnings}
                testId="offer-own-breakdown"
              />
            )}
            {brief.isVerified &&
              !brief.isCompleted &&
              (panel.state === 'pending' || panel.state === 'accepted') &&
              // Held money keeps her on the brief: the payment's own cancel refunds it first.
              !paymentLocked(ownPayment.items[0]?.state) && (
                <Button
                  type="button"
                  color="danger"
                  outline
                  disabled={busy}
                  onClick={() => void cancel()}
                  data-testid="offer-cancel"
                >
                  {t('briefDetail.offer.cancel')}
                </Button>
              )}
            <Link
              className="btn btn-outline-primary ms-2"
              to={`/app/chat?briefId=${encodeURIComponent(brief.id)}`}
              data-testid="offer-message"
            >
              {t('briefDetail.offer.messageOwner')}
            </Link>
          </>
        )}
        {ownBid &&
          ownBid.price > 0 &&
          panel.kind === 'offered' &&
          (panel.state === 'accepted' || panel.state === 'completed') && (
            <OwnPaymentNotice brief={brief} uid={user.uid} />
          )}
        <DeliverySection brief={brief} user={user} />
      </div>
    </section>
  );
}
