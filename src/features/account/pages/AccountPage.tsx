import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from 'reactstrap';
import { useAppSelector } from '@/store/hooks';
import { selectActingAs, selectSignedInUser, selectUser } from '@/store/session/sessionSlice';
import { AccountSummary } from '../components/AccountSummary';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ConsentsSection } from '../components/ConsentsSection';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { LoadState } from '@/components/LoadState';
import { accountLoadTexts } from '../components/accountLoadTexts';
import { EditableProfile } from '../components/EditableProfile';
import { useUserDoc } from '../components/useUserDoc';
import { PayoutDetailsSection } from '../payout/components/PayoutDetailsSection';
import { NotificationSettingsSection } from '../notifications/components/NotificationSettingsSection';
import { receivesPayouts } from '../payout/model/payoutTexts';
import type { UserDoc } from '@/lib/collections/users';

type Props = {
  /**
   * The photo or logo upload (issue 21), filled in src/app from the media feature: features do
   * not import each other.
   */
  ImageSection?: ComponentType<{ uid: string; uploaderUid: string; user: UserDoc }>;
};

/**
 * /app/pages/account. The profile belongs to the user the app acts for (an admin acting as
 * someone edits that user); the password and account deletion always belong to the signed-in
 * account, so they are hidden while acting as someone else. So are the payout details: the
 * callable saves the caller's own, and only the accounts that are paid have them.
 */
export default function AccountPage({ ImageSection }: Props = {}) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const signedIn = useAppSelector(selectSignedInUser);
  const actingAs = useAppSelector(selectActingAs);
  const state = useUserDoc(user?.uid ?? null);

  if (!user || !signedIn) return null; // the /app guard has already sent visitors to login

  return (
    <div className="account-page">
      <h1 className="h3 mb-1">{t('account.title')}</h1>
      <p className="text-body-secondary mb-4">{t('account.intro')}</p>
      {actingAs && (
        <Alert color="info" fade={false} data-testid="account-acting-as">
          {t('account.actingAs', { name: actingAs.title || actingAs.email })}
        </Alert>
      )}
      {state.status === 'ready' ? (
        <div className="row g-4 mb-4">
          <div className="col-lg-4">
            <AccountSummary user={state.user} />
          </div>
          <div className="col-lg-8">
            <section className="card">
              <div className="card-body">
                <EditableProfile uid={user.uid} user={state.user} fallbackType={user.type} />
              </div>
            </section>
          </div>
          {ImageSection && (
            <div className="col-lg-6">
              <ImageSection uid={user.uid} uploaderUid={signedIn.uid} user={state.user} />
            </div>
          )}
        </div>
      ) : (
        <LoadState status={state.status} {...accountLoadTexts} />
      )}
      {!actingAs && (
        <div className="row g-4">
          <div className="col-lg-6">
            <section className="card h-100">
              <div className="card-body">
                <ChangePasswordForm email={signedIn.email} />
              </div>
            </section>
          </div>
          <div className="col-lg-6">
            <DeleteAccountSection uid={signedIn.uid} />
          </div>
          {receivesPayouts(signedIn.type) && (
            <div className="col-12">
              <PayoutDetailsSection uid={signedIn.uid} />
            </div>
          )}
          <div className="col-12">
            <NotificationSettingsSection uid={signedIn.uid} />
          </div>
          <div className="col-12">
            <ConsentsSection uid={signedIn.uid} />
          </div>
        </div>
      )}
    </div>
  );
}
