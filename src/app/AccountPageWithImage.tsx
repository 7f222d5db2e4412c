import AccountPage from '@/features/account/pages/AccountPage';
import { AccountImageSection } from '@/features/media/components/AccountImageSection';

/**
 * /app/pages/account with its photo or logo upload (issue 21). Composed here because the
 * account and media features may not import each other.
 */
export default function AccountPageWithImage() {
  return <AccountPage ImageSection={AccountImageSection} />;
}
