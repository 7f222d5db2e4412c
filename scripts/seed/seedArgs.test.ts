import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from './seedArgs';

describe('parseSeedArgs', () => {
  it('reads --briefs N and --briefs=N, and null without the flag', () => {
    expect(parseSeedArgs([])).toEqual({ briefs: null, influencers: null });
    expect(parseSeedArgs(['--briefs', '1000']).briefs).toBe(1000);
    expect(parseSeedArgs(['--briefs=0']).briefs).toBe(0);
  });

  it('reads --influencers N and --influencers=N, alone or with --briefs', () => {
    expect(parseSeedArgs(['--influencers', '10000'])).toEqual({
      briefs: null,
      influencers: 10000,
    });
    expect(parseSeedArgs(['--influencers=0'])).toEqual({ briefs: null, influencers: 0 });
    expect(parseSeedArgs(['--briefs', '5', '--influencers', '7'])).toEqual({
      briefs: 5,
      influencers: 7,
    });
    expect(parseSeedArgs(['--influencers=99999', '--briefs=1'])).toEqual({
      briefs: 1,
      influencers: 99999,
    });
  });

  it('rejects anything else', () => {
    for (const args of [
      ['--briefs'],
      ['--briefs', 'ten'],
      ['--briefs', '-1'],
      ['--briefs', '100000'],
      ['--influencers'],
      ['--influencers', '1e4'],
      ['--influencers', '-5'],
      ['--influencers', '100000'],
      ['--influencers=', '5'],
      ['--influencer', '5'],
      ['--other'],
    ]) {
      expect(() => parseSeedArgs(args), args.join(' ')).toThrow();
    }
  });
});
