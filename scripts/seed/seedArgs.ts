import { MAX_BENCH_BRIEFS } from './briefs';

export const USAGE = 'usage: npm run seed [-- --briefs <0-99999>]';

/** The number of bench briefs wanted, or null when --briefs is absent (then none are touched). */
export function parseBenchCount(args: readonly string[]): number | null {
  let value: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--briefs') value = args[++i];
    else if (arg.startsWith('--briefs=')) value = arg.slice('--briefs='.length);
    else throw new Error(`unknown argument ${arg}\n${USAGE}`);
    if (value === undefined || !/^\d+$/.test(value) || Number(value) > MAX_BENCH_BRIEFS) {
      throw new Error(`--briefs needs a whole number from 0 to ${MAX_BENCH_BRIEFS}\n${USAGE}`);
    }
  }
  return value === undefined ? null : Number(value);
}
