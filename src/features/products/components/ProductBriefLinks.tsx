import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { briefDetailPath } from '@/config/paths';
import type { ProductUse } from '../model/productCatalog';

/** How many brief links a product shows before '+N proje daha'. */
export const SHOWN_BRIEFS = 3;

/** The newest briefs a product appears in, as links to their detail pages. */
export function ProductBriefLinks({ briefs }: { briefs: readonly ProductUse[] }) {
  const { t } = useTranslation();
  const hidden = briefs.length - SHOWN_BRIEFS;
  return (
    <ul className="product-brief-links small">
      {briefs.slice(0, SHOWN_BRIEFS).map((brief) => (
        <li key={brief.briefId}>
          <Link to={briefDetailPath(brief.briefId)}>
            {brief.title.trim() || t('products.untitledBrief')}
          </Link>
        </li>
      ))}
      {hidden > 0 && (
        <li className="text-body-secondary">{t('products.moreBriefs', { count: hidden })}</li>
      )}
    </ul>
  );
}
