import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignReportInput, PublicCampaignReport } from '@shared/campaignReport';
import { UserRole } from '@/store/roles';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import type { ReportData } from '../api/reportApi';
import BriefReportPage from '../pages/BriefReportPage';
import SharedReportPage from '../pages/SharedReportPage';

// The report pages against stubbed api modules (the data layer's thunks and slice are real);
// chart.js is stubbed: the charts' tables are what is checked here.
const api = vi.hoisted(() => ({
  data: null as ReportData | null,
  shared: null as PublicCampaignReport | Error | null,
  recorded: [] as unknown[],
  created: [] as string[],
}));

vi.mock('@/components/charts/loadChartJs', () => ({
  loadChartJs: () =>
    Promise.resolve(
      class {
        destroy() {}
      },
    ),
}));

vi.mock('../api/reportApi', async (original) => ({
  ...(await original<typeof import('../api/reportApi')>()),
  fetchReportData: vi.fn(() =>
    api.data ? Promise.resolve(api.data) : Promise.reject(new Error('offline')),
  ),
  recordReadingByHand: vi.fn((reading: unknown) => {
    api.recorded.push(reading);
    return Promise.resolve();
  }),
}));

vi.mock('../api/reportShares', () => ({
  reportSharesQuery: vi.fn(),
  fetchActiveShares: vi.fn(() => Promise.resolve([])),
  createReportShare: vi.fn((briefId: string) => {
    api.created.push(briefId);
    return Promise.resolve({ token: 't'.repeat(43) });
  }),
  revokeReportShare: vi.fn(() => Promise.resolve({ ok: true })),
  fetchSharedReport: vi.fn(() =>
    api.shared instanceof Error
      ? Promise.reject(api.shared)
      : Promise.resolve(api.shared as PublicCampaignReport),
  ),
}));

const reading = (likes: number, comments: number, views: number | null, manual = false) => ({
  at: 1,
  likes,
  comments,
  views,
  source: manual ? ('manual' as const) : ('provider' as const),
});

const input: CampaignReportInput = {
  brief: { id: 'b1', title: 'Yaz kampanyası', paymentType: 'money', products: [] },
  parties: [
    { userId: 'ayse', name: 'Ayşe Yılmaz', price: 2700 },
    { userId: 'zeynep', name: 'Zeynep Kaya', price: 1000 },
  ],
  metrics: [
    {
      userId: 'ayse',
      postLink: 'https://www.instagram.com/p/1/',
      platform: 'instagram',
      followersAtPosting: 10000,
      readings: { initial: reading(100, 10, 1000), day7: reading(500, 40, 9000) },
    },
    {
      userId: 'zeynep',
      postLink: 'https://www.tiktok.com/@z/video/2',
      platform: 'tiktok',
      followersAtPosting: 5000,
      readings: { initial: reading(90, 10, null, true) },
      failures: { day1: { at: 2, code: 'unavailable', message: 'Platform şu an yanıt vermiyor.' } },
    },
  ],
};

const reportData = (overrides: Partial<CampaignReportInput> = {}): ReportData => ({
  brief: {
    id: 'b1',
    title: 'Yaz kampanyası',
    paymentType: 'money',
    briefOwnerUserId: 'u1',
    briefSenderName: 'Nova Market',
    completedAt: null,
    products: [],
  },
  input: { ...input, ...overrides },
  pricesKnown: true,
});

async function open(path: string, element: React.ReactElement, route: string) {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(sessionUser(UserRole.Brand)),
  });
}

const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('BriefReportPage', () => {
  beforeEach(() => {
    api.data = reportData();
    api.recorded = [];
    api.created = [];
  });

  it('shows a row per influencer and the totals, with the hand mark and the failure', async () => {
    await open('/r?briefId=b1', <BriefReportPage />, '/r');
    const first = await screen.findByTestId('report-row-0');
    expect(within(first).getByText('Ayşe Yılmaz')).toBeDefined();
    expect(cellsOf(first)).toEqual([
      '1',
      '10.000',
      '500',
      '40',
      '9.000',
      '%5,40',
      '₺2.700,00',
      '₺5,00',
    ]);
    const second = screen.getByTestId('report-row-1');
    expect(within(second).getByTestId('report-manual').textContent).toBe('elle girildi');
    expect(within(second).getByTestId('report-failure').textContent).toBe(
      '24 saat: Platform şu an yanıt vermiyor.',
    );
    expect(cellsOf(screen.getByTestId('report-totals'))).toEqual([
      '2',
      '15.000',
      '590',
      '50',
      '9.000',
      '%4,27',
      '₺3.700,00',
      '₺5,78',
    ]);
  });

  it('draws both charts with their tables holding the same numbers', async () => {
    await open('/r?briefId=b1', <BriefReportPage />, '/r');
    const line = await screen.findByTestId('report-chart-engagement-table');
    const rows = within(line)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Ayşe YılmazZeynep Kaya', 'Paylaşımda110100', '24 saat——', '7 gün540—']);
    const bars = screen.getByTestId('report-chart-parties-table');
    expect(
      within(bars)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['BeğeniYorum', 'Ayşe Yılmaz50040', 'Zeynep Kaya9010']);
  });

  it('says so before any post is live, without charts or downloads', async () => {
    api.data = reportData({ metrics: [] });
    await open('/r?briefId=b1', <BriefReportPage />, '/r');
    expect((await screen.findByTestId('report-empty')).textContent).toBe(
      'Henüz yayınlanmış paylaşım yok.',
    );
    expect(screen.queryByTestId('report-chart-engagement')).toBeNull();
    expect((screen.getByTestId('report-csv') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the load failure with a retry', async () => {
    api.data = null;
    await open('/r?briefId=b1', <BriefReportPage />, '/r');
    expect((await screen.findByTestId('report-message')).textContent).toContain(
      'Rapor yüklenemedi.',
    );
  });

  it('checks the hand-typed figures, then sends them', async () => {
    const { user } = await open('/r?briefId=b1', <BriefReportPage />, '/r');
    await screen.findByTestId('report-row-0');
    await user.type(screen.getByTestId('report-hand-likes'), '12a');
    await user.click(screen.getByTestId('report-hand-submit'));
    const likes = screen.getByTestId('report-hand-likes');
    expect(likes.getAttribute('aria-invalid')).toBe('true');
    const describedBy = likes.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      '0 ile 10.000.000.000 arasında bir tam sayı girin.',
    );
    expect(api.recorded).toEqual([]);

    await user.clear(likes);
    await user.type(likes, '120');
    await user.type(screen.getByTestId('report-hand-comments'), '8');
    await user.selectOptions(screen.getByTestId('report-hand-party'), 'zeynep');
    await user.selectOptions(screen.getByTestId('report-hand-slot'), 'day1');
    await user.click(screen.getByTestId('report-hand-submit'));
    await waitFor(() =>
      expect(api.recorded).toEqual([
        { briefId: 'b1', userId: 'zeynep', slot: 'day1', likes: 120, comments: 8, views: null },
      ]),
    );
  });

  it('creates a share link', async () => {
    const { user } = await open('/r?briefId=b1', <BriefReportPage />, '/r');
    await user.click(await screen.findByTestId('report-share-create'));
    await waitFor(() => expect(api.created).toEqual(['b1']));
  });
});

describe('SharedReportPage', () => {
  it('shows the shared posts and totals without names', async () => {
    api.data = reportData();
    const { buildCampaignReport, publicCampaignReport } = await import('@shared/campaignReport');
    api.shared = publicCampaignReport(buildCampaignReport(input));
    await open('/s/tok', <SharedReportPage />, '/s/:token');
    const page = await screen.findByTestId('shared-report');
    expect(within(page).getByTestId('report-row-0').textContent).toContain(
      'Paylaşım 1 (instagram)',
    );
    expect(page.textContent).not.toContain('Ayşe');
    expect(cellsOf(within(page).getByTestId('report-totals'))[2]).toBe('590');
  });

  it('says a revoked link is no longer shared, with a link home', async () => {
    api.shared = Object.assign(new Error('Bu rapor artık paylaşılmıyor.'), {
      code: 'functions/not-found',
    });
    await open('/s/tok', <SharedReportPage />, '/s/:token');
    const gone = await screen.findByTestId('shared-report-gone');
    expect(within(gone).getByRole('heading').textContent).toBe('Bu rapor artık paylaşılmıyor.');
    expect(within(gone).getByRole('link').getAttribute('href')).toBe('/');
  });
});
