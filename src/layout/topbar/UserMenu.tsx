import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import { selectSignedInUser } from '@/store/session/sessionSlice';
import { signOutOfApp } from '@/store/session/signOut';
import { canOpen } from '../menu/menuVisibility';
import { TopBarDropdown } from './TopBarDropdown';
import { UserAvatar } from '@/components/UserAvatar';

/** The signed-in user's name with a link to the account page and sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectSignedInUser);
  if (!user) return null;
  const name = user.title || user.brandName || t('layout.userMenu.unnamed');

  const signOut = async () => {
    await signOutOfApp(dispatch);
    navigate(paths.user.login, { replace: true });
  };

  return (
    <TopBarDropdown
      buttonClassName="btn topbar-user-btn"
      testId="user-menu-button"
      button={
        <>
          <UserAvatar name={name} img={user.img} />
          <span className="topbar-user-name">{name}</span>
        </>
      }
    >
      {(close) => (
        <>
          <p className="dropdown-header mb-0">{name}</p>
          {canOpen(paths.pages.account, user.role) && (
            <Link className="dropdown-item" to={paths.pages.account} onClick={close}>
              {t('layout.userMenu.account')}
            </Link>
          )}
          <hr className="dropdown-divider" />
          <button type="button" className="dropdown-item" onClick={signOut}>
            {t('layout.userMenu.signOut')}
          </button>
        </>
      )}
    </TopBarDropdown>
  );
}
