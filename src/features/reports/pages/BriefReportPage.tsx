import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { buildCampaignReport } from '@shared/campaignReport';
import { briefDetailPath, paths } from '@/config/paths';
import { downloadCsv } from '@/lib/csv';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { UserRole } from '@/store/roles';
import { selectUser } from '@/store/session/sessionSlice';
import { HandEntryForm } from '../components/HandEntryForm';
import { ReportBody } from '../components/ReportBody';
import { SharePanel } from '../components/SharePanel';
import '../components/report.css';
import { reportCsv, reportCsvName } from '../model/reportCsv';
import { selectReportOf } from '../reportsSlice';
import { loadReport } from '../reportsThunks';

/**
 * /app/briefReport?briefId=…: what each collaboration of a brief achieved (issue 22), for the
 * owner, her managing agency and admins (the rules refuse the rest: shown as "no access").
 */
export default function BriefReportPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const briefId = params.get('briefId')?.trim() ?? '';
  const user = useAppSelector(selectUser);
  const entry = useAppSelector((state) => selectReportOf(state, briefId));
  const data = entry?.data ?? null;
  const report = useMemo(() => (data ? buildCampaignReport(data.input) : null), [data]);
  const rows = useMemo(
    () =>
      report?.rows.map((row, index) => ({
        ...row,
        label: row.name || t('reports.table.unnamed', { n: index + 1 }),
      })) ?? [],
    [report, t],
  );

  useEffect(() => {
    if (briefId) void dispatch(loadReport(briefId));
  }, [dispatch, briefId]);

  if (!user) return null; // the /app guard has sent visitors to the login page

  const heading = <h1 className="h3 mb-3">{t('reports.page.title')}</h1>;
  const message = (key: string, color: 'warning' | 'danger' = 'warning', retry = false) => (
    <>
      {heading}
      <div className={`alert alert-${color}`} role="alert" data-testid="report-message">
        {t(key)}
        {retry && (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm ms-3"
            onClick={() => void dispatch(loadReport(briefId))}
          >
            {t('reports.page.retry')}
          </button>
        )}
      </div>
      <Link to={paths.app.myProjects}>{t('reports.page.backToProjects')}</Link>
    </>
  );

  if (!briefId) return message('reports.page.missingId');
  if (!entry || entry.status === 'loading' || (!report && entry.status !== 'error'))
    return (
      <>
        {heading}
        <div className="d-flex align-items-center gap-2 py-4" role="status">
          <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
          <span>{t('reports.page.loading')}</span>
        </div>
      </>
    );
  if (entry.status === 'error' || !report || !data) {
    const key = entry.error ?? 'reports.page.loadFailed';
    return message(key, key === 'reports.page.loadFailed' ? 'danger' : 'warning', true);
  }

  const isAdmin = user.role === UserRole.Admin;
  const posted = rows.filter((row) => row.posts > 0);
  return (
    <div className="report-sheet" data-testid="report-page">
      {heading}
      <div className="d-flex flex-wrap align-items-start gap-3 mb-4">
        <div className="flex-grow-1">
          <h2 className="h5 mb-1" data-testid="report-brief-title">
            {data.brief.title}
          </h2>
          <p className="text-body-secondary mb-0">
            {data.brief.briefSenderName} · {t(`reports.paymentTypes.${data.brief.paymentType}`)}
          </p>
          {!data.pricesKnown && (
            <p className="small text-body-secondary mb-0">{t('reports.page.pricesHidden')}</p>
          )}
        </div>
        <div className="d-flex gap-2 d-print-none">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => window.print()}
            disabled={report.totals.posts === 0}
            data-testid="report-print"
          >
            {t('reports.page.print')}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => downloadCsv(reportCsv(report), reportCsvName(briefId))}
            disabled={report.totals.posts === 0}
            data-testid="report-csv"
          >
            {t('reports.page.csv')}
          </button>
          <Link className="btn btn-link btn-sm" to={briefDetailPath(briefId)}>
            {t('reports.page.backToBrief')}
          </Link>
        </div>
      </div>
      <ReportBody rows={rows} totals={report.totals} />
      <HandEntryForm
        briefId={briefId}
        parties={posted.map((row) => ({ userId: row.userId, label: row.label }))}
      />
      <SharePanel briefId={briefId} ownerId={isAdmin ? null : data.brief.briefOwnerUserId} />
    </div>
  );
}
