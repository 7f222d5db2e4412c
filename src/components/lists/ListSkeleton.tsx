import { useTranslation } from 'react-i18next';

/** Placeholder cards while a list (or its view) loads; `labelKey` is said to screen readers. */
export function ListSkeleton({
  rows,
  labelKey,
  testId = 'list-loading',
}: {
  rows: number;
  labelKey: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid={testId} className="placeholder-glow">
      <span className="visually-hidden">{t(labelKey)}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="card mb-2" aria-hidden="true">
          <div className="card-body">
            <span className="placeholder col-6 mb-2 d-block" />
            <span className="placeholder col-4 placeholder-sm d-block" />
          </div>
        </div>
      ))}
    </div>
  );
}
