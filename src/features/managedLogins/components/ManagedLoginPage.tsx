import { useTranslation } from 'react-i18next';
import { Alert } from 'reactstrap';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/sessionSlice';
import type { AccountType } from '@/store/roles';
import { ManagedLoginForm } from './ManagedLoginForm';

// Who may create which logins; the Cloud Function enforces the same table.
const creators: Record<'influencer' | 'brand', readonly AccountType[]> = {
  influencer: ['admin', 'influencerAgency', 'proInfluencerAgency'],
  brand: ['admin', 'advertisementAgency'],
};

export function ManagedLoginPage({ kind }: { kind: 'influencer' | 'brand' }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const allowed = user?.type ? creators[kind].includes(user.type) : false;
  return (
    <section aria-labelledby="managed-login-title">
      <h1 id="managed-login-title" className="h4 mb-3">
        {t(`managedLogins.title.${kind}`)}
      </h1>
      {allowed ? (
        <ManagedLoginForm kind={kind} />
      ) : (
        <Alert color="warning">{t(`managedLogins.notAllowed.${kind}`)}</Alert>
      )}
    </section>
  );
}
