import { useTranslation } from 'react-i18next';
import { PolicyDocuments } from '../components/PolicyDocuments';

/** /app/policies: the policies inside the app frame. */
export default function PoliciesPage() {
  const { t } = useTranslation();
  return (
    <div className="policies-page" style={{ maxWidth: 860 }}>
      <h1 className="h3 mb-2">{t('legal.policies.title')}</h1>
      <p className="text-body-secondary mb-3">{t('legal.policies.intro')}</p>
      <PolicyDocuments />
    </div>
  );
}
