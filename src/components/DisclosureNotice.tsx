import { useTranslation } from 'react-i18next';
import { Alert } from 'reactstrap';
import type { BriefDoc } from '@/lib/collections/briefs';
import { disclosureOf } from '@/lib/adDisclosure';
import { instructionText } from '@/lib/disclosureTexts';

/**
 * What the influencer must add to her post on each platform, and why (Reklam Kurulu 2021/2).
 * A brief stored before the choice existed still gets a #reklam reminder.
 */
export function DisclosureNotice({ brief }: { brief: BriefDoc }) {
  const { t } = useTranslation();
  const { stored, entries } = disclosureOf(brief);
  return (
    <Alert color="info" fade={false} className="mb-3" data-testid="disclosure-notice">
      <h3 className="h6 mb-2">{t('adDisclosure.notice.title')}</h3>
      <ul className="mb-2 ps-3">
        {entries.map((entry) => (
          <li key={entry.platform} data-testid={`disclosure-${entry.platform}`}>
            <strong>{instructionText(t, entry)}</strong>
          </li>
        ))}
      </ul>
      {!stored && <p className="mb-2 small">{t('adDisclosure.notice.fallback')}</p>}
      <p className="mb-0 small">
        <strong>{t('adDisclosure.notice.whyLabel')}</strong> {t('adDisclosure.notice.why')}
      </p>
    </Alert>
  );
}
