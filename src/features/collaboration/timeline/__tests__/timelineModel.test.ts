import { describe, expect, it } from 'vitest';
import type { CollaborationDoc } from '@/lib/collections/collaborations';
import {
  currentStepIndex,
  formatStepDate,
  timelineItems,
  type TimelineBrief,
} from '../model/timelineModel';

const day = (n: number) => Date.UTC(2026, 10, n, 9);

const brief = (overrides: Partial<TimelineBrief> = {}): TimelineBrief => ({
  paymentType: 'product',
  completedUsers: [],
  revisionRounds: 2,
  ...overrides,
});

const timeline = (overrides: Partial<CollaborationDoc> = {}): CollaborationDoc => ({
  briefId: 'b1',
  userId: 'u1',
  ownerId: 'o1',
  steps: { accepted: day(1) },
  drafts: {},
  cancelledAt: null,
  updatedAt: day(1),
  ...overrides,
});

const ids = (b: TimelineBrief, doc: CollaborationDoc | null) =>
  timelineItems(b, 'u1', doc).map((item) => item.id);

const current = (b: TimelineBrief, doc: CollaborationDoc | null) => {
  const items = timelineItems(b, 'u1', doc);
  return items[currentStepIndex(items)]?.id ?? null;
};

describe('which steps a collaboration shows', () => {
  it('a barter brief: address, shipment, receipt, the first draft, approval; no payment', () => {
    expect(ids(brief(), timeline())).toEqual([
      'accepted',
      'addressShared',
      'shipped',
      'received',
      'draft-1',
      'approved',
      'live',
      'completed',
    ]);
  });

  it('a money brief: payment, no shipment; both: payment and shipment', () => {
    expect(ids(brief({ paymentType: 'money' }), timeline())).toEqual([
      'accepted',
      'paid',
      'draft-1',
      'approved',
      'live',
      'completed',
    ]);
    expect(ids(brief({ paymentType: 'both' }), timeline()).slice(0, 5)).toEqual([
      'accepted',
      'paid',
      'addressShared',
      'shipped',
      'received',
    ]);
  });

  it('a brief stored before revision rounds (legacy): no draft or approval unless sent', () => {
    const legacy = brief({ paymentType: 'money', revisionRounds: undefined });
    expect(ids(legacy, timeline())).toEqual(['accepted', 'paid', 'live', 'completed']);
    // The converter's null (field absent) reads the same.
    expect(ids({ ...legacy, revisionRounds: null }, timeline())).toEqual([
      'accepted',
      'paid',
      'live',
      'completed',
    ]);
    const sent = timeline({
      drafts: { '1': { submittedAt: day(2), status: 'submitted', reviewedAt: null } },
    });
    expect(ids(legacy, sent)).toEqual([
      'accepted',
      'paid',
      'draft-1',
      'approved',
      'live',
      'completed',
    ]);
  });

  it('every round sent, with its status, and the next one after a change request', () => {
    const doc = timeline({
      drafts: {
        '2': { submittedAt: day(4), status: 'changesRequested', reviewedAt: day(5) },
        '1': { submittedAt: day(2), status: 'changesRequested', reviewedAt: day(3) },
      },
    });
    const items = timelineItems(brief(), 'u1', doc);
    expect(items.filter((i) => i.kind === 'draft')).toEqual([
      {
        kind: 'draft',
        id: 'draft-1',
        round: 1,
        done: true,
        at: day(2),
        status: 'changesRequested',
      },
      {
        kind: 'draft',
        id: 'draft-2',
        round: 2,
        done: true,
        at: day(4),
        status: 'changesRequested',
      },
      { kind: 'draft', id: 'draft-3', round: 3, done: false, at: null, status: null },
    ]);
    // Two revision rounds: three drafts at most, so none after a third.
    const third = timeline({
      drafts: {
        ...doc.drafts,
        '3': { submittedAt: day(6), status: 'changesRequested', reviewedAt: day(7) },
      },
    });
    expect(ids(brief(), third).filter((id) => id.startsWith('draft'))).toEqual([
      'draft-1',
      'draft-2',
      'draft-3',
    ]);
  });

  it('no round after an approved or a pending draft', () => {
    const approved = timeline({
      steps: { accepted: day(1), approved: day(3) },
      drafts: { '1': { submittedAt: day(2), status: 'approved', reviewedAt: day(3) } },
    });
    expect(ids(brief({ paymentType: 'money' }), approved)).toEqual([
      'accepted',
      'paid',
      'draft-1',
      'approved',
      'live',
      'completed',
    ]);
  });

  it('a paid step recorded on a barter brief still shows (the payment exists)', () => {
    expect(ids(brief(), timeline({ steps: { accepted: day(1), paid: day(2) } }))).toContain('paid');
  });

  it('once completed, steps that never happened are left out', () => {
    const doc = timeline({ steps: { accepted: day(1), live: day(3), completed: day(4) } });
    expect(ids(brief({ paymentType: 'money', revisionRounds: undefined }), doc)).toEqual([
      'accepted',
      'live',
      'completed',
    ]);
    // Completed on the brief before its date reached the timeline: done, undated.
    const items = timelineItems(brief({ completedUsers: ['u1'] }), 'u1', timeline());
    expect(items.map((i) => i.id)).toEqual(['accepted', 'completed']);
    expect(items[1]).toMatchObject({ done: true, at: null });
  });

  it('no timeline written yet: accepted (she is on the brief) without a date', () => {
    const items = timelineItems(brief(), 'u1', null);
    expect(items[0]).toEqual({ kind: 'accepted', id: 'accepted', done: true, at: null });
    expect(items.slice(1).every((i) => !i.done && i.at === null)).toBe(true);
  });
});

describe('the current step', () => {
  it('is the first one not done', () => {
    expect(current(brief(), timeline())).toBe('addressShared');
    expect(current(brief({ paymentType: 'money' }), timeline())).toBe('paid');
    const shipped = timeline({
      steps: { accepted: day(1), addressShared: day(2), shipped: day(3) },
    });
    expect(current(brief(), shipped)).toBe('received');
  });

  it('a draft waiting for review is current; after a change request the next round is', () => {
    const steps = { accepted: day(1), addressShared: day(2), shipped: day(3), received: day(4) };
    const waiting = timeline({
      steps,
      drafts: { '1': { submittedAt: day(5), status: 'submitted', reviewedAt: null } },
    });
    expect(current(brief(), waiting)).toBe('draft-1');
    const sentBack = timeline({
      steps,
      drafts: { '1': { submittedAt: day(5), status: 'changesRequested', reviewedAt: day(6) } },
    });
    expect(current(brief(), sentBack)).toBe('draft-2');
  });

  it('none once every step is done', () => {
    const doc = timeline({
      steps: { accepted: day(1), paid: day(1), live: day(3), completed: day(4) },
    });
    expect(current(brief({ paymentType: 'money', revisionRounds: undefined }), doc)).toBeNull();
  });
});

describe('formatStepDate', () => {
  it('is the app’s Turkish dd.MM.yyyy', () => {
    expect(formatStepDate(new Date(2026, 2, 5, 14, 30).getTime())).toBe('05.03.2026');
  });
});
