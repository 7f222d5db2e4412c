// @vitest-environment node
// README.md "Where we read the spec differently" (issue 24): one table, a row per deviation from
// the product spec. Every row must name the spec section it departs from (§ and a number) and
// link, in its Test column, to a test file of this repository that exists, so the table cannot
// point at a test that was renamed or deleted. All broken rows are reported at once.
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const HEADING = '## Where we read the spec differently';
const COLUMNS = ['Spec (section)', 'The spec says', 'The app does', 'Why', 'Test'];
const MIN_ROWS = 8;
const TEST_FILE = /\.(test\.tsx?|e2e\.ts)$/;
const LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;

/** The section's lines, from its heading to the next level-2 heading; null when it is missing. */
function sectionLines(markdown: string): string[] | null {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === HEADING);
  if (start === -1) return null;
  const next = lines.findIndex((line, index) => index > start && /^##\s/.test(line));
  return lines.slice(start + 1, next === -1 ? undefined : next);
}

/** A table line's cells: split on unescaped pipes, trimmed, without the outer empty ones. */
function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

const isTableLine = (line: string) => line.trim().startsWith('|');
const isSeparator = (line: string) => cells(line).every((cell) => /^:?-{3,}:?$/.test(cell));

type Table = { header: string[]; rows: string[][]; strayLines: number };

/** The section's first table, and how many table-like lines stand outside it. */
function parseTable(lines: string[]): Table | null {
  const start = lines.findIndex(isTableLine);
  if (start === -1) return null;
  let end = start;
  while (end < lines.length && isTableLine(lines[end]!)) end += 1;
  const block = lines.slice(start, end);
  const strayLines = lines.slice(end).filter(isTableLine).length;
  if (block.length < 2 || !isSeparator(block[1]!)) return null;
  return { header: cells(block[0]!), rows: block.slice(2).map(cells), strayLines };
}

/** What is wrong with one link target of the Test column, or null when it is a test file. */
function linkProblem(target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || isAbsolute(target)) {
    return `${target} is not a repo-relative path`;
  }
  const resolved = normalize(join(root, target));
  if (!resolved.startsWith(normalize(root + sep))) return `${target} leaves the repository`;
  if (!TEST_FILE.test(target)) return `${target} is not a test file (.test.ts, .test.tsx, .e2e.ts)`;
  if (!existsSync(resolved)) return `${target} does not exist`;
  return null;
}

/** Every problem of one row, each naming the row. */
function rowProblems(row: string[], index: number): string[] {
  const name = `row ${index + 1} (${row[0] || 'no section'})`;
  if (row.length !== COLUMNS.length) {
    return [`${name}: ${row.length} cells instead of ${COLUMNS.length}`];
  }
  const problems: string[] = [];
  const [section, , , , test] = row as [string, string, string, string, string];
  if (!/§\s?\d+/.test(section)) problems.push(`${name}: the Spec cell names no section (§n)`);
  const targets = [...test.matchAll(LINK)].map((match) => match[1]!);
  if (targets.length === 0) problems.push(`${name}: the Test cell has no link`);
  for (const target of targets) {
    const problem = linkProblem(target);
    if (problem) problems.push(`${name}: ${problem}`);
  }
  return problems;
}

const readme = readFileSync(join(root, 'README.md'), 'utf8');

describe('README: where we read the spec differently', () => {
  const lines = sectionLines(readme);
  const table = lines && parseTable(lines);

  it('has the section with one table of the agreed columns', () => {
    expect(lines, `README.md has no "${HEADING}" section`).not.toBeNull();
    expect(table, 'the section has no markdown table').not.toBeNull();
    expect(table!.header).toEqual(COLUMNS);
    expect(
      table!.strayLines,
      'table lines after the table has ended (a blank line splits it into two tables)',
    ).toBe(0);
  });

  it(`lists at least ${MIN_ROWS} deviations`, () => {
    expect(table?.rows.length ?? 0).toBeGreaterThanOrEqual(MIN_ROWS);
  });

  it('names a spec section and an existing test file in every row', () => {
    const problems = (table?.rows ?? []).flatMap(rowProblems);
    expect(problems, `broken rows:\n${problems.join('\n')}`).toEqual([]);
  });
});

describe('the README table checks themselves', () => {
  it('report a missing file, a non-test file, an outside path and a missing section mark', () => {
    const row = (section: string, test: string) => [section, 'a', 'b', 'c', test];
    expect(rowProblems(row('§6 table', '[x](src/store/__tests__/guard.test.ts)'), 0)).toEqual([]);
    expect(rowProblems(row('§6', '[x](tests/e2e/nope.e2e.ts)'), 0)).toEqual([
      'row 1 (§6): tests/e2e/nope.e2e.ts does not exist',
    ]);
    expect(rowProblems(row('§6', '[x](README.md)'), 1)).toEqual([
      'row 2 (§6): README.md is not a test file (.test.ts, .test.tsx, .e2e.ts)',
    ]);
    expect(rowProblems(row('§6', '[x](../outside.test.ts)'), 2)).toEqual([
      'row 3 (§6): ../outside.test.ts leaves the repository',
    ]);
    expect(rowProblems(row('role table', 'no link'), 3)).toEqual([
      'row 4 (role table): the Spec cell names no section (§n)',
      'row 4 (role table): the Test cell has no link',
    ]);
  });

  it('split cells on unescaped pipes only and find a table broken by a blank line', () => {
    expect(cells('| a | b \\| c | d |')).toEqual(['a', 'b \\| c', 'd']);
    const split = parseTable(['| A | B |', '| --- | --- |', '| 1 | 2 |', '', '| 3 | 4 |']);
    expect(split).toEqual({ header: ['A', 'B'], rows: [['1', '2']], strayLines: 1 });
  });
});
