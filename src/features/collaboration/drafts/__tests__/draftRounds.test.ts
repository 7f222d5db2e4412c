import { describe, expect, it } from 'vitest';
import type { BriefDoc } from '@/lib/collections/briefs';
import type { DraftDoc, DraftStatus } from '@/lib/collections/drafts';
import {
  checkFiles,
  draftsStateOf,
  mayRequestChanges,
  mediaKindOf,
  storageFileName,
} from '../model/draftRounds';

// The drafts' pure rules (issue 21): rounds used / included and what is due, mirroring
// firestore.rules validDraftCreate and draftReviewOk.

const brief = (fields: Partial<BriefDoc> = {}) =>
  ({
    revisionRounds: 2,
    acceptedUsers: ['inf1'],
    completedUsers: [],
    isVerified: true,
    paymentType: 'money',
    ...fields,
  }) as BriefDoc;

const draft = (round: number, status: DraftStatus, userId = 'inf1'): DraftDoc => ({
  id: `${userId}_${round}`,
  userId,
  briefId: 'b1',
  round,
  media: [],
  link: 'https://drive.example.com/x',
  caption: '',
  disclosure: { instagram: 'reklam' },
  disclosureConfirmed: true,
  submittedBy: userId,
  submittedAt: round,
  status,
  reviewComment: status === 'changesRequested' ? 'Daha yakın' : '',
  reviewedBy: status === 'submitted' ? '' : 'brand1',
  reviewedAt: status === 'submitted' ? null : round + 1,
});

describe('draftsStateOf', () => {
  it('the first draft is due once accepted; round 1 next', () => {
    const state = draftsStateOf(brief(), 'inf1', [], false);
    expect(state).toMatchObject({ due: 'submit', nextRound: 1, used: 0, included: 2 });
  });

  it('a barter brief waits for the product before the first draft', () => {
    expect(draftsStateOf(brief({ paymentType: 'product' }), 'inf1', [], false).due).toBe(
      'awaitingProduct',
    );
    expect(draftsStateOf(brief({ paymentType: 'both' }), 'inf1', [], true).due).toBe('submit');
  });

  it('in review, then the next round after a change request, counting rounds used', () => {
    expect(draftsStateOf(brief(), 'inf1', [draft(1, 'submitted')], false).due).toBe('inReview');
    const after = draftsStateOf(brief(), 'inf1', [draft(1, 'changesRequested')], false);
    expect(after).toMatchObject({ due: 'submit', nextRound: 2, used: 1 });
    const twice = draftsStateOf(
      brief(),
      'inf1',
      [draft(2, 'changesRequested'), draft(1, 'changesRequested'), draft(3, 'submitted')],
      false,
    );
    expect(twice).toMatchObject({ due: 'inReview', used: 2, latest: { round: 3 } });
  });

  it('approved names the round the live link follows', () => {
    const state = draftsStateOf(
      brief(),
      'inf1',
      [draft(1, 'changesRequested'), draft(2, 'approved')],
      false,
    );
    expect(state).toMatchObject({ due: 'approved', approvedRound: 2 });
  });

  it('nothing due when not accepted, unverified, or completed (closed)', () => {
    expect(draftsStateOf(brief({ acceptedUsers: [] }), 'inf1', [], false).due).toBe('none');
    expect(draftsStateOf(brief({ isVerified: false }), 'inf1', [], false).due).toBe('none');
    expect(draftsStateOf(brief({ completedUsers: ['inf1'] }), 'inf1', [], false).due).toBe(
      'closed',
    );
  });

  it('a legacy brief has no included rounds; another party’s drafts are not hers', () => {
    const legacy = draftsStateOf(brief({ revisionRounds: null }), 'inf1', [], false);
    expect(legacy.included).toBeNull();
    expect(draftsStateOf(brief(), 'inf1', [draft(1, 'submitted', 'inf2')], false).due).toBe(
      'submit',
    );
  });
});

describe('mayRequestChanges', () => {
  it('only on a submitted draft whose round is within the included rounds', () => {
    const two = brief({ revisionRounds: 2 });
    expect(mayRequestChanges(two, draft(2, 'submitted'))).toBe(true);
    expect(mayRequestChanges(two, draft(3, 'submitted'))).toBe(false);
    expect(mayRequestChanges(two, draft(1, 'approved'))).toBe(false);
    expect(mayRequestChanges(brief({ revisionRounds: 0 }), draft(1, 'submitted'))).toBe(false);
  });
});

describe('files', () => {
  const file = (type: string, size = 1000) => ({ type, size });

  it('images up to 10 MB, videos up to 200 MB, of the storage rules’ types', () => {
    expect(mediaKindOf(file('image/jpeg'))).toBe('image');
    expect(mediaKindOf(file('image/webp', 10 * 1024 * 1024 + 1))).toBeNull();
    expect(mediaKindOf(file('image/gif'))).toBeNull();
    expect(mediaKindOf(file('video/quicktime', 200 * 1024 * 1024))).toBe('video');
    expect(mediaKindOf(file('video/avi'))).toBeNull();
  });

  it('up to 10 images or one video alone', () => {
    expect(checkFiles(Array.from({ length: 10 }, () => file('image/png')))).toEqual({ ok: true });
    expect(checkFiles(Array.from({ length: 11 }, () => file('image/png')))).toEqual({
      ok: false,
      reason: 'tooMany',
    });
    expect(checkFiles([file('video/mp4'), file('image/png')])).toEqual({
      ok: false,
      reason: 'mixed',
    });
    expect(checkFiles([file('application/pdf')])).toEqual({ ok: false, reason: 'type' });
  });

  it('storage names the rules take: time, index, safe stem, extension', () => {
    expect(storageFileName('Çekim 1 (son).JPG', 1700, 0)).toBe('1700-0-Cekim-1-son.JPG');
    expect(storageFileName('???.mp4', 5, 2)).toBe('5-2-dosya.mp4');
    expect(storageFileName('a'.repeat(200), 1, 0)).toMatch(/^[A-Za-z0-9._-]{1,120}$/);
  });
});
