import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/sessionSlice';
import { paths } from '@/config/paths';
import { AffiliateListSection } from '../components/AffiliateListSection';
import { listKey } from '../model/affiliateList';
import { canCreateAffiliate, listsFor } from '../model/access';

/**
 * /app/affiliateMarketing (spec section 2): the owner's programmes, the programmes an
 * influencer is allowed into, every programme for admins.
 */
export default function AffiliateMarketingPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <div className="container-fluid py-3" data-testid="affiliate-marketing">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0">{t('affiliates.list.title')}</h1>
        {canCreateAffiliate(user) && (
          <Link className="btn btn-primary" to={paths.app.addNewAffiliate}>
            {t('affiliates.list.add')}
          </Link>
        )}
      </div>
      {listsFor(user).map((spec) => (
        <AffiliateListSection key={listKey(spec)} spec={spec} />
      ))}
    </div>
  );
}
