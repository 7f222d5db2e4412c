import { Timestamp, type QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { collaborationConverter } from '@/lib/collections/collaborations';
import { makeStore } from '@/store/store';
import {
  selectTimeline,
  timelineFailed,
  timelineKey,
  timelineReceived,
  timelineReleased,
} from '../timelineSlice';

const snapshot = (id: string, data: Record<string, unknown>) =>
  ({ id, data: () => data }) as unknown as QueryDocumentSnapshot;

const stamp = (millis: number) => Timestamp.fromMillis(millis);

describe('collaborationConverter', () => {
  it('turns every date into epoch millis and drops what is not a step or a round', () => {
    const doc = collaborationConverter.fromFirestore(
      snapshot('inf-1', {
        briefId: 'b1',
        userId: 'inf-1',
        ownerId: 'brand-1',
        steps: { accepted: stamp(1000), shipped: stamp(2000), invented: stamp(3000) },
        drafts: {
          '1': { submittedAt: stamp(4000), status: 'changesRequested', reviewedAt: stamp(5000) },
          '2': { submittedAt: stamp(6000), status: 'weird' },
          notARound: { submittedAt: stamp(1) },
        },
        cancelledAt: null,
        updatedAt: stamp(7000),
      }),
    );
    expect(doc).toEqual({
      briefId: 'b1',
      userId: 'inf-1',
      ownerId: 'brand-1',
      steps: { accepted: 1000, shipped: 2000 },
      drafts: {
        '1': { submittedAt: 4000, status: 'changesRequested', reviewedAt: 5000 },
        '2': { submittedAt: 6000, status: 'submitted', reviewedAt: null },
      },
      cancelledAt: null,
      updatedAt: 7000,
    });
    // Plain values only (docs/data-layer.md): the state survives JSON.
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});

describe('timelineSlice', () => {
  const key = timelineKey('b1', 'inf-1');
  const doc = collaborationConverter.fromFirestore(
    snapshot('inf-1', { briefId: 'b1', ownerId: 'brand-1', steps: { accepted: stamp(1000) } }),
  );

  it('loading until received; an error keeps the last timeline; released drops it', () => {
    const store = makeStore();
    expect(selectTimeline(store.getState(), key)).toEqual({ status: 'loading', doc: null });
    store.dispatch(timelineReceived({ key, doc }));
    expect(selectTimeline(store.getState(), key)).toEqual({ status: 'ready', doc });
    store.dispatch(timelineFailed(key));
    expect(selectTimeline(store.getState(), key)).toEqual({ status: 'error', doc });
    store.dispatch(timelineReleased(key));
    expect(selectTimeline(store.getState(), key)).toEqual({ status: 'loading', doc: null });
  });
});
