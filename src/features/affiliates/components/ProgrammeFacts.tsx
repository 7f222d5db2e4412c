import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AffiliateDoc } from '@/lib/collections/affiliates';
import { commissionText, formatDay, programmeState, turkishDay } from '../model/programme';

const stateColor = { upcoming: 'info', active: 'success', ended: 'secondary' } as const;

/** The state badge of a programme today (Türkiye's calendar day). */
export function ProgrammeStateBadge({ programme }: { programme: AffiliateDoc }) {
  const { t } = useTranslation();
  // Today as the page opened: a programme does not change state while it is on screen.
  const [today] = useState(() => turkishDay(Date.now()));
  const state = programmeState(programme, today);
  return (
    <span className={`badge text-bg-${stateColor[state]}`} data-testid="programme-state">
      {t(`affiliates.states.${state}`)}
    </span>
  );
}

/** Commission, marketplace and validity, as a definition list. */
export function ProgrammeFacts({ programme }: { programme: AffiliateDoc }) {
  const { t, i18n } = useTranslation();
  const commission = commissionText(programme, i18n.language);
  return (
    <dl className="row mb-0 small">
      <dt className="col-sm-4">{t('affiliates.detail.commission')}</dt>
      <dd className="col-sm-8" data-testid="programme-commission">
        {t(commission.key, commission.values)}
      </dd>
      <dt className="col-sm-4">{t('affiliates.detail.marketplace')}</dt>
      <dd className="col-sm-8" data-testid="programme-marketplace">
        {t(`affiliates.marketplaces.${programme.marketplace}`)}
      </dd>
      <dt className="col-sm-4">{t('affiliates.detail.validity')}</dt>
      <dd className="col-sm-8">
        {t('affiliates.detail.validityRange', {
          start: formatDay(programme.startDate, i18n.language),
          end: formatDay(programme.endDate, i18n.language),
        })}
      </dd>
    </dl>
  );
}
