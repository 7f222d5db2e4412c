import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BriefDoc } from '@/lib/collections/briefs';
import type { CollaborationDoc } from '@/lib/collections/collaborations';
import { UserRole } from '@/store/roles';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import { CollaborationTimeline } from '../CollaborationTimeline';

type Listener = {
  briefId: string;
  userId: string;
  onData: (doc: CollaborationDoc | null) => void;
  onError: (error: unknown) => void;
  stop: () => void;
};

const live = vi.hoisted(() => ({ listeners: [] as Listener[] }));

vi.mock('../api/collaborationTimeline', () => ({
  subscribeCollaboration: vi.fn(
    (briefId: string, userId: string, onData: never, onError: never) => {
      const stop = vi.fn();
      live.listeners.push({ briefId, userId, onData, onError, stop });
      return stop;
    },
  ),
}));

const owner = sessionUser(UserRole.Brand, 'Nova', 'brand-1');

const brief = {
  id: 'b1',
  briefOwnerUserId: 'brand-1',
  briefSenderName: 'Nova',
  paymentType: 'product',
  acceptedUsers: ['inf-1'],
  completedUsers: [],
  revisionRounds: 2,
} as unknown as BriefDoc;

const at = (day: number, hour = 10) => new Date(2026, 10, day, hour).getTime();

const doc = (overrides: Partial<CollaborationDoc> = {}): CollaborationDoc => ({
  briefId: 'b1',
  userId: 'inf-1',
  ownerId: 'brand-1',
  steps: { accepted: at(2), addressShared: at(3), shipped: at(4) },
  drafts: {},
  cancelledAt: null,
  updatedAt: at(4),
  ...overrides,
});

const render = () =>
  renderWithProviders(
    <CollaborationTimeline
      brief={brief}
      userId="inf-1"
      partyName="Ece"
      viewer={owner}
      side="owner"
    />,
    { preloadedState: signedIn(owner) },
  );

const step = (id: string) => screen.getByTestId(`timeline-step-${id}`);

beforeEach(() => {
  live.listeners.length = 0;
});

describe('CollaborationTimeline', () => {
  it('listens to this collaboration and says it is loading until the first snapshot', async () => {
    await render();
    expect(live.listeners.map((l) => [l.briefId, l.userId])).toEqual([['b1', 'inf-1']]);
    expect(screen.getByRole('status').textContent).toContain('Adımlar yükleniyor...');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('an ordered list of the steps with dates, ticks and "Bekleniyor"; the current one marked', async () => {
    await render();
    act(() => live.listeners[0]!.onData(doc()));
    const list = screen.getByRole('list', { name: 'İş birliği adımları' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.dataset.testid)).toEqual([
      'timeline-step-accepted',
      'timeline-step-addressShared',
      'timeline-step-shipped',
      'timeline-step-received',
      'timeline-step-draft-1',
      'timeline-step-approved',
      'timeline-step-live',
      'timeline-step-completed',
    ]);
    expect(step('shipped').textContent).toBe('Ürün kargoya verildiTamamlandı: 04.11.2026');
    expect(step('shipped').querySelector('time')?.getAttribute('dateTime')).toBe(
      new Date(at(4)).toISOString(),
    );
    expect(step('shipped').querySelector('svg')).not.toBeNull();
    expect(step('received').getAttribute('aria-current')).toBe('step');
    expect(step('received').textContent).toBe('Ürün teslim alındıŞu anki adım · Bekleniyor');
    expect(step('received').querySelector('svg')).toBeNull();
    expect(step('live').textContent).toBe('Paylaşım yayındaBekleniyor');
    expect(
      screen.getAllByRole('listitem').filter((li) => li.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('is live: a new step moves the current marker; drafts show their round and status', async () => {
    await render();
    act(() => live.listeners[0]!.onData(doc()));
    act(() =>
      live.listeners[0]!.onData(
        doc({
          steps: { accepted: at(2), addressShared: at(3), shipped: at(4), received: at(5) },
          drafts: { '1': { submittedAt: at(6), status: 'changesRequested', reviewedAt: at(7) } },
        }),
      ),
    );
    expect(step('received').getAttribute('aria-current')).toBeNull();
    expect(step('draft-1').textContent).toBe(
      '1. taslakGönderildi: 06.11.2026 · Değişiklik istendi',
    );
    expect(step('draft-2').getAttribute('aria-current')).toBe('step');
    expect(step('draft-2').textContent).toBe('2. taslakŞu anki adım · Bekleniyor');
  });

  it('not written yet: says so, and still lists the steps to come', async () => {
    await render();
    act(() => live.listeners[0]!.onData(null));
    expect(screen.getByTestId('timeline-empty').textContent).toContain('henüz kaydedilmedi');
    expect(step('accepted').textContent).toBe('Teklif kabul edildiTamamlandı');
    expect(step('addressShared').getAttribute('aria-current')).toBe('step');
  });

  it('a failed listener shows the error', async () => {
    await render();
    act(() => live.listeners[0]!.onError(new Error('permission-denied')));
    expect(screen.getByRole('alert').textContent).toContain('İş birliği adımları yüklenemedi.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('unmounting stops the listener', async () => {
    const { unmount } = await render();
    unmount();
    await vi.waitFor(() => expect(live.listeners[0]!.stop).toHaveBeenCalled());
  });
});
