import { MAX_BENCH_INFLUENCERS } from './benchInfluencers';
import { MAX_BENCH_BRIEFS } from './briefs';

export const USAGE = `usage: npm run seed [-- --briefs <0-${MAX_BENCH_BRIEFS}>] [--influencers <0-${MAX_BENCH_INFLUENCERS}>]`;

/** How many bench documents are wanted; null when the flag is absent (then none are touched). */
export type SeedArgs = { briefs: number | null; influencers: number | null };

const LIMITS = { briefs: MAX_BENCH_BRIEFS, influencers: MAX_BENCH_INFLUENCERS } as const;
type Flag = keyof typeof LIMITS;
const FLAGS = Object.keys(LIMITS) as Flag[];

/** Reads `--briefs N` / `--briefs=N` and `--influencers N` / `--influencers=N`. */
export function parseSeedArgs(args: readonly string[]): SeedArgs {
  const parsed: SeedArgs = { briefs: null, influencers: null };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const flag = FLAGS.find((f) => arg === `--${f}` || arg.startsWith(`--${f}=`));
    if (!flag) throw new Error(`unknown argument ${arg}\n${USAGE}`);
    const value = arg === `--${flag}` ? args[++i] : arg.slice(`--${flag}=`.length);
    if (value === undefined || !/^\d+$/.test(value) || Number(value) > LIMITS[flag]) {
      throw new Error(`--${flag} needs a whole number from 0 to ${LIMITS[flag]}\n${USAGE}`);
    }
    parsed[flag] = Number(value);
  }
  return parsed;
}
