import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RatingSummary } from '@/components/reviews/RatingSummary';
import { UserRole } from '@/store/roles';
import type { SessionUser } from '@/store/session/sessionUser';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as api from '../api/reviewsApi';
import { ProfileReviews } from '../components/ProfileReviews';
import { LATEST_REVIEWS } from '../reviewsThunks';
import { makeReview } from './reviewFixtures';

vi.mock('../api/reviewsApi', () => ({
  fetchLatestReviews: vi.fn(),
  writeReviewHidden: vi.fn(async () => undefined),
  subscribeReview: vi.fn(),
  createReview: vi.fn(),
}));

const fetchLatestReviews = vi.mocked(api.fetchLatestReviews);
const writeReviewHidden = vi.mocked(api.writeReviewHidden);

const reviews = [
  makeReview({ briefId: 'b3', rating: 5, comment: 'Harika bir iş birliği.' }),
  makeReview({ briefId: 'b2', reviewerName: 'Nova Market', reviewerId: 'brand-2', rating: 4 }),
  makeReview({ briefId: 'b1', reviewerName: 'Yeşil Bahçe', reviewerId: 'brand-3', comment: '' }),
];

async function renderReviews(viewer: SessionUser | null, rating = { average: 4.5, count: 12 }) {
  return renderWithProviders(<ProfileReviews userId="inf-1" rating={rating} />, {
    preloadedState: signedIn(viewer),
  });
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('ProfileReviews', () => {
  it('shows the average and the latest three visible reviews, signed out too', async () => {
    fetchLatestReviews.mockResolvedValueOnce(reviews);
    await renderReviews(null);
    const summary = screen.getByTestId('rating-summary');
    expect(summary.textContent).toContain('4,5 ★ (12 değerlendirme)');
    expect(summary.textContent).toContain('Ortalama puan 5 üzerinden 4,5, 12 değerlendirme');

    const items = await screen.findAllByTestId('review-item');
    expect(items).toHaveLength(3);
    expect(fetchLatestReviews).toHaveBeenCalledWith('inf-1', LATEST_REVIEWS);
    expect(LATEST_REVIEWS).toBe(3);
    expect(within(items[0]!).getByRole('heading', { name: 'Acme Kozmetik' })).toBeDefined();
    expect(within(items[0]!).getByTestId('review-stars').textContent).toContain('5/5');
    expect(within(items[0]!).getByText('Harika bir iş birliği.')).toBeDefined();
    expect(within(items[0]!).getByText('2 Mar 2025')).toBeDefined();
    expect(within(items[1]!).getByTestId('review-stars').textContent).toContain('4/5');
    expect(within(items[2]!).queryByTestId('review-comment-text')).toBeNull();
    expect(screen.queryByTestId('review-hide')).toBeNull();
  });

  it('says "Henüz değerlendirme yok." when there are none', async () => {
    fetchLatestReviews.mockResolvedValueOnce([]);
    await renderReviews(sessionUser(UserRole.Brand), { average: 0, count: 0 });
    expect((await screen.findByTestId('reviews-empty')).textContent).toBe(
      'Henüz değerlendirme yok.',
    );
    expect(screen.queryByTestId('rating-summary')).toBeNull();
  });

  it('an admin hides one: Gizle, and it leaves the list', async () => {
    fetchLatestReviews.mockResolvedValueOnce(reviews);
    const { user } = await renderReviews(sessionUser(UserRole.Admin, 'Yönetici', 'admin-1'));
    const buttons = await screen.findAllByTestId('review-hide');
    expect(buttons).toHaveLength(3);
    await user.click(buttons[1]!);
    await waitFor(() =>
      expect(writeReviewHidden).toHaveBeenCalledWith(reviews[1]!.id, true, 'admin-1'),
    );
    await waitFor(() => expect(screen.getAllByTestId('review-item')).toHaveLength(2));
  });

  it('offers a retry when the reviews fail to load', async () => {
    fetchLatestReviews.mockRejectedValueOnce(new Error('offline'));
    fetchLatestReviews.mockResolvedValueOnce([]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderReviews(null);
    expect(await screen.findByText('Değerlendirmeler yüklenemedi.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTestId('reviews-empty')).toBeDefined();
  });
});

describe('RatingSummary', () => {
  it('shows nothing without reviews, the average and count with them', async () => {
    const { rerender } = await renderWithProviders(<RatingSummary rating={null} />);
    expect(screen.queryByTestId('rating-summary')).toBeNull();
    rerender(<RatingSummary rating={{ average: 4, count: 1 }} />);
    expect(screen.getByTestId('rating-summary').textContent).toContain('4 ★ (1 değerlendirme)');
  });
});
