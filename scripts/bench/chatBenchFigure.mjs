// Issue 9: chat latency between two browsers and the reads of opening a long conversation.
// Runs scripts/bench/chatBench.ts against the emulators and the preview of the built app.
import { spawnSync } from 'node:child_process';

const MESSAGE_PAGE_SIZE = 50;

export const chatFigures = {
  name: 'chat latency and conversation-open reads',
  figures: [
    {
      key: 'p50',
      label: 'chat message visible to the other participant, p50 (50 messages)',
      unit: 'ms',
      budget: null,
    },
    {
      key: 'p95',
      label: 'chat message visible to the other participant, p95 (50 messages)',
      unit: 'ms',
      budget: { max: 500 },
    },
    {
      key: 'reads',
      label: 'opening a conversation with 1,000 messages, reads',
      unit: 'reads',
      budget: { max: MESSAGE_PAGE_SIZE + 1 },
    },
  ],
  async measure({ root, baseUrl }) {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/chatBench.ts', baseUrl],
      { cwd: root, encoding: 'utf8' },
    );
    const line = run.stdout.split('\n').find((text) => text.startsWith('BENCH_RESULT '));
    if (!line) throw new Error(`no result (exit ${run.status}): ${run.stderr.slice(-300)}`);
    const { p50, p95, reads } = JSON.parse(line.slice('BENCH_RESULT '.length));
    return { p50: { value: p50 }, p95: { value: p95 }, reads: { value: reads } };
  },
};
