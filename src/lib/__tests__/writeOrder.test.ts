import { describe, expect, it } from 'vitest';
import { commitInTurn, inWriteTurn, orderedId, takeWriteTurn } from '../writeOrder';

const later = (ms: number) => new Promise((done) => setTimeout(done, ms));
const never = () => new Promise<never>(() => undefined);

describe('write turns', () => {
  it('call commit in the order the writes were made, however long each prepares', async () => {
    const committed: string[] = [];
    const write = (name: string, prepareMs: number) => {
      const turn = takeWriteTurn();
      return (async () => {
        await later(prepareMs);
        // Offline the server never answers: the next write must not wait for that.
        return commitInTurn(turn, () => {
          committed.push(name);
          return name === 'last' ? Promise.resolve(name) : never();
        });
      })();
    };
    const writes = [write('offer', 30), write('first', 20), write('second', 0), write('last', 5)];
    expect(await writes[3]).toBe('last');
    expect(committed).toEqual(['offer', 'first', 'second', 'last']);
  });

  it('let the next write go when an earlier one fails before its commit', async () => {
    const committed: string[] = [];
    const failing = inWriteTurn(async () => {
      await later(10);
      throw new Error('the code did not load');
    });
    const turn = takeWriteTurn();
    const next = commitInTurn(turn, async () => {
      committed.push('next');
      return 'sent';
    });
    await expect(failing).rejects.toThrow('the code did not load');
    expect(await next).toBe('sent');
    expect(committed).toEqual(['next']);
  });

  it('pass the commit’s own failure on, and still release the turn', async () => {
    const turn = takeWriteTurn();
    await expect(
      commitInTurn(turn, () => Promise.reject(new Error('permission-denied'))),
    ).rejects.toThrow('permission-denied');
    expect(await commitInTurn(takeWriteTurn(), async () => 'after')).toBe('after');
  });

  it('commit at once without a turn', async () => {
    const pending = takeWriteTurn(); // an earlier write still preparing holds up only turns
    expect(await commitInTurn(undefined, async () => 'direct')).toBe('direct');
    pending.release();
  });
});

describe('orderedId', () => {
  it('is 20 characters of digits and lower-case letters', () => {
    expect(orderedId()).toMatch(/^[0-9a-z]{20}$/);
  });

  it('sorts in the order the ids were made, within one millisecond too', () => {
    const now = Date.now() + 60_000;
    const ids = [
      ...Array.from({ length: 50 }, () => orderedId(now)),
      ...Array.from({ length: 5 }, () => orderedId(now + 1)),
    ];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps increasing when the clock goes back', () => {
    const first = orderedId(Date.now() + 120_000);
    const afterClockChange = orderedId(Date.now() - 60_000);
    expect(afterClockChange > first).toBe(true);
  });
});
