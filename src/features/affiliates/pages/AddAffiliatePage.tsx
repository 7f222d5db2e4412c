import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/sessionSlice';
import { paths } from '@/config/paths';
import { selectCreating } from '../affiliatesSlice';
import { addAffiliate } from '../affiliatesThunks';
import { AffiliateForm } from '../components/AffiliateForm';
import { affiliateDetailPath, canCreateAffiliate } from '../model/access';
import type { NewAffiliate } from '../model/affiliateForm';

/**
 * /app/addNewAffiliate (spec section 2): users an admin enabled affiliate marketing for, and
 * admins, open a programme; everyone else learns how the feature is switched on.
 */
export default function AddAffiliatePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const creating = useAppSelector(selectCreating);
  if (!user) return null;

  if (!canCreateAffiliate(user)) {
    return (
      <div className="container py-3" data-testid="affiliate-not-enabled">
        <h1 className="h4 mb-3">{t('affiliates.add.title')}</h1>
        <div className="card">
          <div className="card-body">
            <h2 className="h5">{t('affiliates.add.notEnabledTitle')}</h2>
            <p>{t('affiliates.add.notEnabled')}</p>
            <div className="d-flex flex-wrap gap-2">
              <Link className="btn btn-primary" to={paths.app.support}>
                {t('affiliates.add.contactSupport')}
              </Link>
              <Link className="btn btn-outline-secondary" to={paths.app.affiliateMarketing}>
                {t('affiliates.add.toList')}
              </Link>
            </div>
          </div>
        </div>
      </div>
    );
  }

  const save = async (input: NewAffiliate) => {
    const result = await dispatch(addAffiliate(input));
    if (!addAffiliate.fulfilled.match(result)) return false;
    navigate(affiliateDetailPath(result.payload.id));
    return true;
  };

  return (
    <div className="container py-3" data-testid="add-affiliate">
      <h1 className="h4 mb-2">{t('affiliates.add.title')}</h1>
      <p className="text-body-secondary">{t('affiliates.add.intro')}</p>
      <div className="card">
        <div className="card-body">
          <AffiliateForm busy={creating} onSubmit={save} />
        </div>
      </div>
    </div>
  );
}
