import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { briefConverter, type BriefDoc } from '@/lib/collections/briefs';
import type { DraftDoc, DraftStatus } from '@/lib/collections/drafts';
import { UserRole } from '@/store/roles';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import type { CollaborationSide } from '@/components/collaboration/stepProps';
import { DraftStep } from '../DraftStep';

// The drafts step's views (issue 21) over a mocked drafts api: the live list is pushed by
// hand, the writes are spies. The rules have their own emulator tests (tests/rules/drafts).

const api = vi.hoisted(() => ({
  drafts: null as { onData: (v: unknown) => void; onError: (e: unknown) => void } | null,
  submitDraft: vi.fn<(...args: unknown[]) => Promise<void>>(),
  reviewDraft: vi.fn<(...args: unknown[]) => Promise<void>>(),
  uploadDraftFile: vi.fn<(...args: unknown[]) => Promise<unknown>>(),
}));

vi.mock('../api/draftsApi', () => ({
  subscribeDrafts: vi.fn(
    (_ref: unknown, onData: (v: unknown) => void, onError: (e: unknown) => void) => {
      api.drafts = { onData, onError };
      return () => undefined;
    },
  ),
  submitDraft: api.submitDraft,
  reviewDraft: api.reviewDraft,
  uploadDraftFile: api.uploadDraftFile,
}));

function moneyBrief(fields: Record<string, unknown> = {}): BriefDoc {
  const data = {
    title: 'Kış bakım seti',
    briefOwnerUserId: 'brand1',
    briefSenderId: 'brand1',
    briefSenderName: 'Nova Market',
    paymentType: 'money',
    briefPlatforms: ['instagram'],
    adDisclosure: { instagram: 'reklam' },
    isVerified: true,
    acceptedUsers: ['inf1'],
    completedUsers: [],
    revisionRounds: 1,
    ...fields,
  };
  return briefConverter.fromFirestore({
    id: 'b1',
    data: () => data,
  } as unknown as QueryDocumentSnapshot);
}

const draft = (round: number, status: DraftStatus): DraftDoc => ({
  id: `inf1_${round}`,
  userId: 'inf1',
  briefId: 'b1',
  round,
  media: [],
  link: `https://drive.example.com/taslak/${round}`,
  caption: 'Sabah rutinim #reklam',
  disclosure: { instagram: 'reklam' },
  disclosureConfirmed: true,
  submittedBy: 'inf1',
  submittedAt: new Date(2026, 10, 20, 12).getTime(),
  status,
  reviewComment: status === 'changesRequested' ? 'Ürünü daha yakından gösterin.' : '',
  reviewedBy: status === 'submitted' ? '' : 'brand1',
  reviewedAt: status === 'submitted' ? null : new Date(2026, 10, 21, 9).getTime(),
});

const viewers = {
  party: sessionUser(UserRole.Influencer, 'Ayşe', 'inf1'),
  owner: sessionUser(UserRole.Brand, 'Nova', 'brand1'),
  admin: sessionUser(UserRole.Admin, 'Yönetici', 'admin1'),
};

async function step(side: CollaborationSide, drafts: DraftDoc[], brief = moneyBrief()) {
  const viewer = viewers[side];
  const rendered = await renderWithProviders(
    <DraftStep brief={brief} userId="inf1" partyName="Ayşe" viewer={viewer} side={side} />,
    { preloadedState: signedIn(viewer) },
  );
  await waitFor(() => expect(api.drafts).toBeTruthy());
  act(() => api.drafts!.onData(drafts));
  return rendered;
}

beforeEach(() => {
  api.drafts = null;
  api.submitDraft.mockReset();
  api.reviewDraft.mockReset();
  api.uploadDraftFile.mockReset();
});

describe('DraftStep', () => {
  it('says it is loading, then that it failed', async () => {
    await renderWithProviders(
      <DraftStep
        brief={moneyBrief()}
        userId="inf1"
        partyName="Ayşe"
        viewer={viewers.party}
        side="party"
      />,
      { preloadedState: signedIn(viewers.party) },
    );
    screen.getByText('Taslaklar yükleniyor…');
    await waitFor(() => expect(api.drafts).toBeTruthy());
    act(() => api.drafts!.onError(new Error('permission-denied')));
    screen.getByText('Taslaklar yüklenemedi. Sayfayı yenileyip tekrar deneyin.');
  });

  describe('the party', () => {
    it('sends her first draft as a link with the caption and the confirmation', async () => {
      api.submitDraft.mockResolvedValue(undefined);
      await step('party', []);
      expect(screen.getByTestId('draft-round-counter').textContent).toBe('Revizyon 0 / 1');
      fireEvent.click(screen.getByTestId('draft-submit'));
      await screen.findByText('Bir görsel veya video yükleyin ya da taslak bağlantısı ekleyin.');
      screen.getByText('Reklam ibaresini onaylamanız gerekiyor.');
      expect(api.submitDraft).not.toHaveBeenCalled();

      fireEvent.change(screen.getByTestId('draft-link'), {
        target: { value: 'http://drive.example.com/x' },
      });
      fireEvent.click(screen.getByTestId('draft-confirm'));
      fireEvent.click(screen.getByTestId('draft-submit'));
      await screen.findByText('Geçerli bir bağlantı girin (https:// ile başlamalı).');

      fireEvent.change(screen.getByTestId('draft-link'), {
        target: { value: 'https://drive.example.com/x' },
      });
      fireEvent.change(screen.getByTestId('draft-caption'), { target: { value: 'Merhaba' } });
      screen.getByText('7 / 2200 karakter');
      fireEvent.click(screen.getByTestId('draft-submit'));
      await waitFor(() => expect(api.submitDraft).toHaveBeenCalledTimes(1));
      expect(api.submitDraft).toHaveBeenCalledWith(
        { briefId: 'b1', userId: 'inf1' },
        {
          round: 1,
          media: [],
          link: 'https://drive.example.com/x',
          caption: 'Merhaba',
          confirmed: true,
        },
      );
    });

    it('waits while in review, and sends round 2 after a change request', async () => {
      await step('party', [draft(1, 'submitted')]);
      screen.getByTestId('draft-in-review');
      expect(screen.queryByTestId('draft-form')).toBeNull();
      act(() => api.drafts!.onData([draft(1, 'changesRequested')]));
      expect(screen.getByTestId('draft-changes-requested').textContent).toContain(
        'Ürünü daha yakından gösterin.',
      );
      screen.getByText('Taslak gönder (Taslak 2)');
      expect(screen.getByTestId('draft-round-counter').textContent).toBe('Revizyon 1 / 1');
    });

    it('a barter brief asks for the product first', async () => {
      await step('party', [], moneyBrief({ paymentType: 'product' }));
      screen.getByTestId('draft-awaiting-product');
      expect(screen.queryByTestId('draft-form')).toBeNull();
    });

    it('a legacy brief says no drafts are required and offers no form', async () => {
      await step('party', [], moneyBrief({ revisionRounds: undefined }));
      screen.getByText('Bu projede taslak onayı gerekmiyor.');
      expect(screen.queryByTestId('draft-form')).toBeNull();
    });
  });

  describe('the owner', () => {
    it('approves the latest draft', async () => {
      api.reviewDraft.mockResolvedValue(undefined);
      await step('owner', [draft(1, 'submitted')]);
      screen.getByTestId('draft-content-link');
      fireEvent.click(screen.getByTestId('draft-approve'));
      await waitFor(() =>
        expect(api.reviewDraft).toHaveBeenCalledWith({ briefId: 'b1', userId: 'inf1' }, 1, {
          status: 'approved',
        }),
      );
    });

    it('asks for changes only with a comment', async () => {
      api.reviewDraft.mockResolvedValue(undefined);
      await step('owner', [draft(1, 'submitted')]);
      fireEvent.click(screen.getByTestId('draft-request-changes'));
      fireEvent.click(screen.getByTestId('draft-changes-send'));
      await screen.findByText('Lütfen istediğiniz değişiklikleri yazın.');
      expect(api.reviewDraft).not.toHaveBeenCalled();
      fireEvent.change(screen.getByTestId('draft-comment'), {
        target: { value: ' Işığı artırın ' },
      });
      fireEvent.click(screen.getByTestId('draft-changes-send'));
      await waitFor(() =>
        expect(api.reviewDraft).toHaveBeenCalledWith({ briefId: 'b1', userId: 'inf1' }, 1, {
          status: 'changesRequested',
          comment: 'Işığı artırın',
        }),
      );
    });

    it('cannot ask for changes once the included rounds are used, and says why', async () => {
      await step('owner', [draft(1, 'changesRequested'), draft(2, 'submitted')]);
      const button = screen.getByTestId('draft-request-changes') as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(screen.getByTestId('draft-rounds-used-up').textContent).toBe(
        'Dahil revizyon hakkı doldu; bu taslak için değişiklik istenemez.',
      );
      expect(button.getAttribute('aria-describedby')).toBe('draft-changes-reason-inf1');
      // Every round shows in the history, newest first.
      expect(screen.getByTestId('draft-history-1').dataset.status).toBe('changesRequested');
      expect(screen.getByTestId('draft-history-2').dataset.status).toBe('submitted');
    });
  });

  it('admins only look', async () => {
    await step('admin', [draft(1, 'submitted')]);
    screen.getByText('Yönetici olarak bu adımı yalnızca görüntülüyorsunuz.');
    expect(screen.queryByTestId('draft-approve')).toBeNull();
    expect(screen.queryByTestId('draft-form')).toBeNull();
  });
});
