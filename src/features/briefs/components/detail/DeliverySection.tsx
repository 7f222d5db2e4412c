import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, FormGroup, Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { SessionUser } from '@/store/session/sessionUser';
import { TextField } from '@/components/forms/TextField';
import type { BriefDoc } from '@/lib/collections/briefs';
import { sendDelivery } from '../../deliveriesThunks';
import { selectSendingDelivery } from '../../deliveriesSlice';
import { disclosureOf } from '../../model/adDisclosure';
import { deliveryStateOf, httpsPostLink } from '../../model/delivery';
import { formatDate } from '../../model/cardFormat';
import { DisclosureNotice } from './DisclosureNotice';
import { markersText } from './disclosureTexts';
import { useDraftGate, useLiveOwnDelivery } from './useLiveDeliveries';

type Props = { brief: BriefDoc; user: SessionUser };

/**
 * In the offer panel: the disclosure the influencer must use, and once she is accepted the
 * completion step: her post's link and her confirmation that the disclosure is on it.
 */
export function DeliverySection({ brief, user }: Props) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const involved =
    brief.acceptedUsers.includes(user.uid) || brief.completedUsers.includes(user.uid);
  const own = useLiveOwnDelivery(brief.id, user.uid, involved);
  const delivery = own.status === 'ready' ? (own.items[0] ?? null) : null;
  const state = deliveryStateOf(brief, user.uid, delivery);
  // Issue 21: on a brief with revisionRounds the live link follows an approved draft.
  const gate = useDraftGate(brief, user.uid, state === 'due' || state === 'sent');
  const draftRound = gate.kind === 'approved' ? gate.round : null;
  const sending = useAppSelector((s) => selectSendingDelivery(s, brief.id));
  const [link, setLink] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<{ link?: string; confirm?: string }>({});
  const markers = markersText(disclosureOf(brief).entries, i18n.language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = {
      link: httpsPostLink(link) ? undefined : 'adDisclosure.delivery.linkInvalid',
      confirm: confirmed ? undefined : 'adDisclosure.delivery.confirmRequired',
    };
    setErrors(found);
    if (found.link) return document.getElementById('delivery-link')?.focus();
    if (found.confirm) return document.getElementById('delivery-confirm')?.focus();
    const sent = await dispatch(
      sendDelivery({
        briefId: brief.id,
        input: { userId: user.uid, postLink: link, confirmed, draftRound },
      }),
    );
    // Kept on failure so nothing typed is lost; a correction must be confirmed again.
    if (sendDelivery.fulfilled.match(sent)) {
      setLink('');
      setConfirmed(false);
    }
  };

  return (
    <div className="mt-3" data-testid="delivery-section">
      <DisclosureNotice brief={brief} />
      {involved && own.status === 'loading' && (
        <p role="status" className="text-body-secondary small">
          {t('adDisclosure.delivery.loading')}
        </p>
      )}
      {involved && own.status === 'error' && (
        <p role="alert" className="text-danger small">
          {t('adDisclosure.delivery.loadFailed')}
        </p>
      )}
      {delivery && (
        <Alert color="success" fade={false} data-testid="delivery-sent">
          <div className="fw-semibold">{t('adDisclosure.delivery.sentTitle')}</div>
          <a
            href={delivery.postLink}
            target="_blank"
            rel="noopener noreferrer"
            className="text-break"
          >
            {delivery.postLink}
          </a>
          <div className="small mt-1">
            {t('adDisclosure.delivery.sentOn', {
              date: delivery.submittedAt ? formatDate(delivery.submittedAt) : '—',
            })}
          </div>
        </Alert>
      )}
      {state === 'closed' && (
        <p className="text-body-secondary mb-0">{t('adDisclosure.delivery.closed')}</p>
      )}
      {(state === 'due' || state === 'sent') && gate.kind === 'loading' && (
        <p role="status" className="text-body-secondary small">
          {t('drafts.delivery.checking')}
        </p>
      )}
      {(state === 'due' || state === 'sent') && gate.kind === 'closed' && (
        <p className="text-body-secondary" data-testid="delivery-gated">
          {t('drafts.delivery.gated')}
        </p>
      )}
      {(state === 'due' || state === 'sent') &&
        (gate.kind === 'open' || gate.kind === 'approved') && (
          <Form noValidate onSubmit={submit} data-testid="delivery-form">
            <h3 className="h6">
              {state === 'due'
                ? t('adDisclosure.delivery.title')
                : t('adDisclosure.delivery.correctTitle')}
            </h3>
            <p className="small text-body-secondary">
              {state === 'due'
                ? t('adDisclosure.delivery.intro')
                : t('adDisclosure.delivery.correct')}
            </p>
            <TextField
              id="delivery-link"
              label={t('adDisclosure.delivery.postLink')}
              value={link}
              onChange={(value) => {
                setLink(value);
                setErrors((e) => ({ ...e, link: undefined }));
              }}
              error={errors.link}
              hint={t('adDisclosure.delivery.postLinkHint')}
              type="url"
              placeholder="https://"
              required
              disabled={sending}
            />
            <FormGroup check className="mb-3">
              <Input
                id="delivery-confirm"
                type="checkbox"
                checked={confirmed}
                invalid={Boolean(errors.confirm)}
                aria-describedby={errors.confirm ? 'delivery-confirm-error' : undefined}
                disabled={sending}
                onChange={(event) => {
                  setConfirmed(event.target.checked);
                  setErrors((e) => ({ ...e, confirm: undefined }));
                }}
              />
              <Label check for="delivery-confirm">
                {t('adDisclosure.delivery.confirm', { markers })}
              </Label>
              {errors.confirm && (
                <div id="delivery-confirm-error" className="invalid-feedback d-block" role="alert">
                  {t(errors.confirm)}
                </div>
              )}
            </FormGroup>
            <Button type="submit" color="primary" disabled={sending} data-testid="delivery-send">
              {sending
                ? t('adDisclosure.delivery.sending')
                : state === 'due'
                  ? t('adDisclosure.delivery.send')
                  : t('adDisclosure.delivery.update')}
            </Button>
          </Form>
        )}
    </div>
  );
}
