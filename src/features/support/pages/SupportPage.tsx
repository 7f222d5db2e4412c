import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { UserRole } from '@/store/roles';
import { selectUser } from '@/store/session/sessionSlice';
import { AdminSupportDesk } from '../components/AdminSupportDesk';
import { UserSupport } from '../components/UserSupport';
import '../components/support.css';

/**
 * /app/support (spec sections 2-4): every signed-in role. An admin gets the inbox, everyone
 * else her own conversation; an admin acting as a user gets that user's conversation and
 * writes in it as her (docs/decisions.md "Chat identity").
 */
export default function SupportPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  if (!user) return null; // the guard keeps signed-out visitors away
  const isAdmin = user.role === UserRole.Admin || user.type === 'admin';
  return (
    <div className="support-page">
      <h1 className="h3">{t('supportDesk.title')}</h1>
      <p className="text-body-secondary">
        {t(isAdmin ? 'supportDesk.adminIntro' : 'supportDesk.userIntro')}
      </p>
      {isAdmin ? <AdminSupportDesk /> : <UserSupport key={user.uid} user={user} />}
    </div>
  );
}
