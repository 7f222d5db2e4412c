import { describe, expect, it } from 'vitest';
import { parseBenchCount } from './seedArgs';

describe('parseBenchCount', () => {
  it('reads --briefs N and --briefs=N, and null without the flag', () => {
    expect(parseBenchCount([])).toBeNull();
    expect(parseBenchCount(['--briefs', '1000'])).toBe(1000);
    expect(parseBenchCount(['--briefs=0'])).toBe(0);
  });

  it('rejects anything else', () => {
    for (const args of [
      ['--briefs'],
      ['--briefs', 'ten'],
      ['--briefs', '-1'],
      ['--briefs', '100000'],
      ['--other'],
    ]) {
      expect(() => parseBenchCount(args), args.join(' ')).toThrow();
    }
  });
});
