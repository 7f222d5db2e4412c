import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewDoc } from '@/lib/collections/reviews';
import { UserRole } from '@/store/roles';
import type { SessionUser } from '@/store/session/sessionUser';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as api from '../api/reviewsApi';
import { ReviewStep, type ReviewStepProps } from '../components/ReviewStep';
import { makeReview, reviewBrief } from './reviewFixtures';

// jsdom has no CSS.escape; user-event's arrow keys in a radio group need it.
if (typeof globalThis.CSS?.escape !== 'function')
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });

// The review documents the mocked live feed serves, by id.
const stored = new Map<string, ReviewDoc>();

vi.mock('../api/reviewsApi', () => ({
  subscribeReview: vi.fn((id: string, onData: (review: ReviewDoc | null) => void) => {
    onData(stored.get(id) ?? null);
    return () => undefined;
  }),
  createReview: vi.fn(async () => 'id'),
  writeReviewHidden: vi.fn(async () => undefined),
  fetchLatestReviews: vi.fn(),
}));

const createReview = vi.mocked(api.createReview);
const writeReviewHidden = vi.mocked(api.writeReviewHidden);

const brand = sessionUser(UserRole.Brand, 'Acme Kozmetik', 'brand-1');
const influencer = sessionUser(UserRole.Influencer, 'Ayşe Yılmaz', 'inf-1');
const admin = sessionUser(UserRole.Admin, 'Yönetici', 'admin-1');

const byOwner = makeReview();
const byParty = makeReview({
  reviewerId: 'inf-1',
  reviewerName: 'Ayşe Yılmaz',
  reviewerRole: 'party',
  revieweeId: 'brand-1',
  rating: 4,
  comment: 'Ürün hızlı geldi.',
});

async function renderStep(viewer: SessionUser, props: Partial<ReviewStepProps> = {}) {
  return renderWithProviders(
    <ReviewStep
      brief={reviewBrief()}
      userId="inf-1"
      partyName="Ayşe Yılmaz"
      viewer={viewer}
      side={viewer === brand ? 'owner' : viewer === admin ? 'admin' : 'party'}
      {...props}
    />,
    { preloadedState: signedIn(viewer) },
  );
}

afterEach(() => {
  stored.clear();
  vi.clearAllMocks();
});

describe('ReviewStep', () => {
  it('before completion says when reviews open, and reads nothing', async () => {
    await renderStep(influencer, { brief: reviewBrief({ completedUsers: [] }) });
    expect(screen.getByTestId('review-pending').textContent).toBe(
      'İş birliği tamamlandığında iki taraf da birbirini değerlendirebilir.',
    );
    expect(screen.queryByTestId('review-form')).toBeNull();
    expect(api.subscribeReview).not.toHaveBeenCalled();
  });

  it('the party rates the brand: stars by keyboard, a comment with its counter, Gönder', async () => {
    const { user } = await renderStep(influencer);
    const form = await screen.findByTestId('review-form');
    expect(within(form).getByRole('heading', { name: 'Değerlendir' })).toBeDefined();
    expect(screen.getByTestId('review-theirs').textContent).toContain(
      'Acme Kozmetik henüz değerlendirme yapmadı.',
    );

    // Without stars: the error, tied to the group.
    await user.click(screen.getByTestId('review-submit'));
    const group = screen.getByRole('group', { name: 'Puan' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const errorId = group.getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)?.textContent).toBe(
      'Lütfen 1 ile 5 arasında bir puan seçin.',
    );
    expect(createReview).not.toHaveBeenCalled();

    // Every star has its own visible label; the arrow keys move the choice.
    for (const star of [1, 2, 3, 4, 5])
      expect(screen.getByRole('radio', { name: `${star} yıldız` })).toBe(
        screen.getByTestId(`review-star-${star}`),
      );
    await user.click(screen.getByRole('radio', { name: '3 yıldız' }));
    await user.keyboard('{ArrowRight}');
    expect((screen.getByTestId('review-star-4') as HTMLInputElement).checked).toBe(true);

    const comment = screen.getByLabelText('Yorum (isteğe bağlı)');
    await user.type(comment, 'Çok iyi');
    expect(screen.getByTestId('review-comment-count').textContent).toBe('7/500');
    expect(comment.getAttribute('aria-describedby')).toContain(
      screen.getByTestId('review-comment-count').id,
    );
    expect(comment.getAttribute('maxlength')).toBe('500');

    await user.click(screen.getByTestId('review-submit'));
    await waitFor(() => expect(createReview).toHaveBeenCalledTimes(1));
    expect(createReview).toHaveBeenCalledWith({
      briefId: 'b1',
      briefTitle: 'Yaz kampanyası',
      reviewerId: 'inf-1',
      reviewerName: 'Ayşe Yılmaz',
      reviewerRole: 'party',
      revieweeId: 'brand-1',
      rating: 4,
      comment: 'Çok iyi',
      hidden: false,
    });
  });

  it('the owner sees the review she sent instead of the form, and the one she received', async () => {
    stored.set(byOwner.id, byOwner);
    stored.set(byParty.id, byParty);
    await renderStep(brand);
    const mine = await screen.findByTestId('review-mine');
    expect(mine.textContent).toContain('Gönderdiğiniz değerlendirme');
    expect(within(mine).getByTestId('review-stars').textContent).toContain('5/5');
    expect(within(mine).getByText('Zamanında ve özenli çalıştı.')).toBeDefined();
    expect(screen.queryByTestId('review-form')).toBeNull();
    const theirs = screen.getByTestId('review-theirs');
    expect(within(theirs).getByRole('heading', { name: 'Ayşe Yılmaz' })).toBeDefined();
    expect(within(theirs).getByTestId('review-stars').textContent).toContain(
      '5 üzerinden 4 yıldız',
    );
    expect(screen.queryByTestId('review-hide')).toBeNull();
  });

  it('the owner’s review names her and the party (the rules’ pair)', async () => {
    stored.set(byParty.id, byParty);
    const { user } = await renderStep(brand);
    await user.click(await screen.findByRole('radio', { name: '5 yıldız' }));
    fireEvent.submit(screen.getByTestId('review-form'));
    await waitFor(() => expect(createReview).toHaveBeenCalledTimes(1));
    expect(createReview.mock.calls[0]![0]).toMatchObject({
      reviewerId: 'brand-1',
      revieweeId: 'inf-1',
      reviewerRole: 'owner',
      reviewerName: 'Acme Kozmetik',
      rating: 5,
      comment: '',
    });
  });

  it('an admin sees both reviews with Gizle, and Göster on a hidden one', async () => {
    stored.set(byOwner.id, byOwner);
    stored.set(byParty.id, { ...byParty, hidden: true, hiddenBy: 'admin-1' });
    const { user } = await renderStep(admin);
    const items = await screen.findAllByTestId('review-admin-item');
    expect(items).toHaveLength(2);
    expect(screen.queryByTestId('review-form')).toBeNull();
    expect(within(items[1]!).getByText('Gizli')).toBeDefined();

    await user.click(within(items[0]!).getByRole('button', { name: /gizle/i }));
    await waitFor(() =>
      expect(writeReviewHidden).toHaveBeenCalledWith(byOwner.id, true, 'admin-1'),
    );
    await user.click(within(items[1]!).getByRole('button', { name: /göster/i }));
    await waitFor(() =>
      expect(writeReviewHidden).toHaveBeenCalledWith(byParty.id, false, 'admin-1'),
    );
    // Hidden now (the live feed says the same): the first one offers Göster.
    expect(within(items[0]!).getByTestId('review-show').textContent).toBe('Göster');
  });
});
