import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { selectUserDoc } from '@/store/session/sessionSlice';
import { taxStatusOf } from '@/lib/money';
import { offerBreakdownText, offerHowText, offerMoney } from '../../model/offerMoney';
import { moneyLocale } from './BriefSummary';

type Props = {
  /** Whose account the money reaches: the acting user, whose Users document the session follows. */
  uid: string;
  /** The offer in lira, before KDV. */
  price: number;
  /** The stored influencerEarnings of a sent offer, when there is one. */
  storedEarnings?: number;
  testId: string;
};

/**
 * 'Marka öder ₺X + KDV = ₺Y; hesabınıza geçecek ≈ ₺Z' with the 'Nasıl hesaplandı' line, for the
 * influencer's own offer (issue 10). Her tax status comes from her Users document.
 */
export function OfferBreakdown({ uid, price, storedEarnings, testId }: Props) {
  const { t, i18n } = useTranslation();
  const locale = moneyLocale(i18n.language);
  const profile = useAppSelector((state) => selectUserDoc(state, uid));
  const figures = offerMoney(price, taxStatusOf(profile ?? {}), storedEarnings);
  const breakdown = offerBreakdownText(figures, locale);
  const how = offerHowText(figures, locale);
  return (
    <div data-testid={testId} aria-live="polite">
      <p className="mb-1" data-testid={`${testId}-total`}>
        {t(breakdown.key, breakdown.values)}
      </p>
      <p className="small text-body-secondary mb-2" data-testid={`${testId}-how`}>
        {t(how.key, how.values)}
      </p>
    </div>
  );
}
