import { useTranslation } from 'react-i18next';
import { CURRENT_POLICY, policyDocuments, policySections } from '@/lib/policies';
import { formatPolicyDate } from '../model/policyDate';

/** Anchors of the documents: Turkish, as the links people share point at them. */
export const documentAnchors = { terms: 'kullanim-kosullari', privacy: 'gizlilik', kvkk: 'kvkk' };

/** The terms of use, the privacy policy and the KVKK information text, with their version. */
export function PolicyDocuments() {
  const { t, i18n } = useTranslation();
  const version = t('legal.policies.version', {
    version: CURRENT_POLICY.version,
    date: formatPolicyDate(CURRENT_POLICY.date, i18n.language),
  });
  return (
    <>
      <nav aria-label={t('legal.policies.contents')} className="mb-4">
        <ul className="list-inline mb-0">
          {policyDocuments.map((document) => (
            <li key={document} className="list-inline-item">
              <a href={`#${documentAnchors[document]}`}>{t(`legal.documents.${document}.title`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {policyDocuments.map((document) => (
        <section
          key={document}
          id={documentAnchors[document]}
          className="card mb-4"
          aria-labelledby={`${documentAnchors[document]}-title`}
        >
          <div className="card-body">
            <h2 id={`${documentAnchors[document]}-title`} className="h4 mb-1">
              {t(`legal.documents.${document}.title`)}
            </h2>
            <p className="small text-body-secondary mb-3" data-testid="policy-version">
              {version}
            </p>
            {policySections(t, document).map((section) => (
              <div key={section.heading} className="mb-3">
                <h3 className="h6 mb-1">{section.heading}</h3>
                <p className="mb-0">{section.body}</p>
              </div>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
