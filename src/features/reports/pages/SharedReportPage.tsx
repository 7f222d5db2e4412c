import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ReportBody } from '../components/ReportBody';
import '../components/report.css';
import { selectSharedOf } from '../reportsSlice';
import { loadSharedReport } from '../reportsThunks';

/** The page around a shared report: no sign-in, no app menu; the app's name leads home. */
function SharedFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-vh-100 d-flex flex-column">
      <header className="container py-3 d-print-none">
        <Link to={paths.home} className="h5 fw-bold text-primary text-decoration-none">
          {t('app.name')}
        </Link>
      </header>
      <main className="container flex-grow-1 pb-4">{children}</main>
    </div>
  );
}

/**
 * /r/{token}: a campaign report shared by its owner (issue 22), read through the sharedReport
 * function without signing in. It names no one: each row is a public post and its figures.
 */
export default function SharedReportPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const token = useParams().token ?? '';
  const entry = useAppSelector((state) => selectSharedOf(state, token));
  const report = entry?.report ?? null;
  const rows = useMemo(
    () =>
      report?.rows.map((row, index) => ({
        ...row,
        label: t('reports.shared.post', { n: index + 1, platform: row.platform ?? '' }),
      })) ?? [],
    [report, t],
  );

  useEffect(() => {
    void dispatch(loadSharedReport(token));
  }, [dispatch, token]);

  if (!entry || entry.status === 'loading')
    return (
      <SharedFrame>
        <h1 className="h3 mb-3">{t('reports.shared.title')}</h1>
        <div className="d-flex align-items-center gap-2 py-4" role="status">
          <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
          <span>{t('reports.page.loading')}</span>
        </div>
      </SharedFrame>
    );
  if (entry.status === 'gone')
    return (
      <SharedFrame>
        <div data-testid="shared-report-gone">
          <h1 className="h3 mb-3">{t('reports.shared.gone')}</h1>
          <p>{t('reports.shared.goneHint')}</p>
          <Link to={paths.home} className="btn btn-primary">
            {t('reports.shared.home')}
          </Link>
        </div>
      </SharedFrame>
    );
  if (entry.status === 'error' || !report)
    return (
      <SharedFrame>
        <h1 className="h3 mb-3">{t('reports.shared.title')}</h1>
        <div className="alert alert-danger" role="alert">
          {t('reports.shared.loadFailed')}
          <button
            type="button"
            className="btn btn-outline-danger btn-sm ms-3"
            onClick={() => void dispatch(loadSharedReport(token))}
          >
            {t('reports.page.retry')}
          </button>
        </div>
      </SharedFrame>
    );
  return (
    <SharedFrame>
      <div className="report-sheet" data-testid="shared-report">
        <h1 className="h3 mb-1">{t('reports.shared.title')}</h1>
        <h2 className="h5 mb-4" data-testid="report-brief-title">
          {report.title}
        </h2>
        <div className="d-flex gap-2 mb-3 d-print-none">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => window.print()}
            data-testid="report-print"
          >
            {t('reports.page.print')}
          </button>
        </div>
        <ReportBody rows={rows} totals={report.totals} />
      </div>
    </SharedFrame>
  );
}
