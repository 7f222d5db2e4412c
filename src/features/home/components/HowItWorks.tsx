import { useTranslation } from 'react-i18next';

type Props = { audience: 'brands' | 'influencers' };

const STEPS = ['one', 'two', 'three'] as const;

/** The three steps the marketplace takes with one side: brands or influencers. */
export function HowItWorks({ audience }: Props) {
  const { t } = useTranslation();
  const titleId = `home-${audience}-title`;
  return (
    <section className="col-md-6" aria-labelledby={titleId}>
      <div className="card h-100">
        <div className="card-body">
          <h3 id={titleId} className="h4">
            {t(`home.${audience}.title`)}
          </h3>
          <p className="text-body-secondary">{t(`home.${audience}.intro`)}</p>
          <ol className="mb-0">
            {STEPS.map((step) => (
              <li key={step} className="mb-2">
                <strong>{t(`home.${audience}.steps.${step}.title`)}</strong>
                <br />
                {t(`home.${audience}.steps.${step}.body`)}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
