import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/charts';
import { formatTry } from '@/lib/money';
import { numberLocaleOf } from '@/lib/numberFormat';
import { loadTranslations } from '@/i18n';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAdminStats } from '../adminStatsSlice';
import { loadAdminWeeklyStats } from '../adminStatsThunks';
import { isAllZero, seriesOf, weeklyCharts } from '../model/weeklyCharts';

const WEEKS = 12;

/** '2026-11-23' → '23 Kas' in the interface language. */
function weekLabel(weekStart: string, language: string): string {
  return new Intl.DateTimeFormat(numberLocaleOf(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${weekStart}T12:00:00Z`));
}

/**
 * The admins' weekly dashboard on /app/projects (issue 22): briefs published, offers,
 * acceptances and completions, and money held and released, per Istanbul week. Loaded with a
 * dynamic import by the projects page for admins only, with its texts (part `adminStats`).
 */
export default function AdminWeeklyStatsPanel() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const stats = useAppSelector(selectAdminStats);
  // The panel's texts are its own part: it renders them once they are in (a failed load falls
  // back to the Turkish defaults below).
  const [textsReady, setTextsReady] = useState(false);
  const load = useCallback(() => {
    void dispatch(loadAdminWeeklyStats(WEEKS));
  }, [dispatch]);

  useEffect(() => {
    let live = true;
    void loadTranslations('adminStats')
      .catch(() => undefined)
      .finally(() => live && setTextsReady(true));
    load();
    return () => {
      live = false;
    };
  }, [load]);

  const labels = stats.weeks.map((week) => weekLabel(week.weekStart, i18n.language));
  return (
    <section className="card mb-3" aria-labelledby="admin-stats-title" data-testid="admin-stats">
      <div className="card-body">
        <h2 id="admin-stats-title" className="h6">
          {t('adminStats.title', 'Haftalık özet')}
        </h2>
        {(stats.status === 'idle' || stats.status === 'loading' || !textsReady) && (
          <p role="status" className="mb-0">
            {t('adminStats.loading', 'Haftalık özet yükleniyor…')}
          </p>
        )}
        {textsReady && stats.status === 'error' && (
          <div className="alert alert-danger d-flex align-items-center gap-3 mb-0" role="alert">
            <span>{t('adminStats.error', 'Haftalık özet yüklenemedi.')}</span>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={load}>
              {t('adminStats.retry', 'Tekrar dene')}
            </button>
          </div>
        )}
        {textsReady && stats.status === 'ready' && isAllZero(stats.weeks) && (
          <p className="text-body-secondary mb-0" data-testid="admin-stats-empty">
            {t('adminStats.empty', 'Son 12 haftada hareket yok.')}
          </p>
        )}
        {textsReady && stats.status === 'ready' && !isAllZero(stats.weeks) && (
          <div className="row g-3">
            {weeklyCharts.map((chart) => (
              <div key={chart.id} className="col-lg-6">
                <Chart
                  kind="bar"
                  title={t(`adminStats.charts.${chart.id}`)}
                  labels={labels}
                  series={seriesOf(stats.weeks, chart).map((series) => ({
                    label: t(`adminStats.figures.${series.key}`),
                    values: series.values,
                  }))}
                  format={
                    chart.money
                      ? (lira) => formatTry(Math.round(lira * 100), i18n.language)
                      : undefined
                  }
                  testId={`admin-stats-${chart.id}`}
                />
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
