import { describe, expect, it } from 'vitest';
import { yieldToBrowser } from '../yieldToBrowser';

describe('yieldToBrowser', () => {
  it('resolves in a later task, after work already queued and not within the microtasks', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToBrowser();
    order.push('after yield');
    expect(order).toEqual(['microtask', 'queued task', 'after yield']);
  });
});
