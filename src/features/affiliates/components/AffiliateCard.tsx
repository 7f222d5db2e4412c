import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AffiliateDoc } from '@/lib/collections/affiliates';
import { affiliateDetailPath } from '../model/access';
import { ProgrammeFacts, ProgrammeStateBadge } from './ProgrammeFacts';

/** One programme in a list: product, owner, state and terms, with a link to its page. */
export function AffiliateCard({ programme }: { programme: AffiliateDoc }) {
  const { t } = useTranslation();
  return (
    <article className="card h-100" data-testid="affiliate-card">
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <h3 className="h6 mb-0" data-testid="affiliate-product">
            {programme.productName}
          </h3>
          <ProgrammeStateBadge programme={programme} />
        </div>
        {programme.ownerName && (
          <p className="small text-body-secondary mb-0">
            {t('affiliates.list.by', { name: programme.ownerName })}
          </p>
        )}
        <ProgrammeFacts programme={programme} />
        <div className="mt-auto">
          <Link className="btn btn-outline-primary btn-sm" to={affiliateDetailPath(programme.id)}>
            {t('affiliates.list.open')}
          </Link>
        </div>
      </div>
    </article>
  );
}
