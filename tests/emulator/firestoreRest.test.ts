// The landing page's REST read (src/lib/firestoreRest.ts) against the emulator, under the real
// rules, signed out: it returns what the SDK would (numbers, dates) for the public statistics.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { loadHomeStatistics } from '../../src/features/home/api/homeApi';
import { fetchPublicDocument, fromRestValue } from '../../src/lib/firestoreRest';
import { adminApp } from './appUser';

const admin = adminApp('firestore-rest');
const statistics = admin.db.doc('Contents/Statistics');

describe('reading a public document over REST', () => {
  it('gives the statistics as the SDK would, for a visitor', async () => {
    const before = await statistics.get();
    const stored = {
      brandCount: 1240,
      influencerCount: 18500,
      briefCount: 4320,
      collaborationCount: 9870,
      updatedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 20, 9, 30)),
    };
    await statistics.set(stored);
    try {
      const data = await fetchPublicDocument('Contents/Statistics');
      expect(data).toEqual({ ...stored, updatedAt: new Date(Date.UTC(2026, 10, 20, 9, 30)) });
      expect(await loadHomeStatistics()).toEqual({
        brandCount: 1240,
        influencerCount: 18500,
        briefCount: 4320,
        collaborationCount: 9870,
        updatedAt: Date.UTC(2026, 10, 20, 9, 30),
      });
    } finally {
      // The seed's document (or none) as it was, for the other tests.
      if (before.exists) await statistics.set(before.data()!);
      else await statistics.delete();
    }
  });

  it('is refused where the rules refuse a visitor', async () => {
    await expect(fetchPublicDocument('Users/nobody')).rejects.toThrow(/HTTP 403/);
  });

  it('decodes every value type the app stores', () => {
    expect(
      fromRestValue({
        mapValue: {
          fields: {
            n: { integerValue: '42' },
            d: { doubleValue: 1.5 },
            s: { stringValue: 'Merhaba' },
            b: { booleanValue: true },
            z: { nullValue: null },
            a: { arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'x' }] } },
            e: { arrayValue: {} },
          },
        },
      }),
    ).toEqual({ n: 42, d: 1.5, s: 'Merhaba', b: true, z: null, a: [1, 'x'], e: [] });
  });
});
