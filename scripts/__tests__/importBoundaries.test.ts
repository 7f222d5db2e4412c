// @vitest-environment node
// The import boundaries of eslint.config.js bite: each wrong import below is linted as if it
// were a file in that folder and must be refused by import/no-restricted-paths, while the
// allowed directions pass. (`npm run lint` shows the tree itself passes.)
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The no-restricted-paths messages for one import written in `file`. */
async function boundaryErrors(file: string, importPath: string): Promise<string[]> {
  const source = `import * as imported from '${importPath}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(source, { filePath: `${root}/${file}` });
  return result!.messages
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it.each([
    [
      'src/layout/topbar/Fixture.tsx',
      '../../features/briefs/briefsSlice',
      'src/layout imports no feature',
    ],
    ['src/config/fixture.ts', '../features/briefs/briefsSlice', 'bottom layers'],
    ['src/config/fixture.ts', '../store/store', 'bottom layers'],
    ['src/lib/fixture.ts', '../store/hooks', 'bottom layers'],
    ['src/lib/fixture.ts', '../layout/AppLayout', 'bottom layers'],
    ['src/lib/fixture.ts', '../i18n/index', 'bottom layers'],
    ['src/i18n/fixture.ts', '../store/store', 'bottom layers'],
    ['src/features/users/fixture.ts', '../briefs/briefsSlice', 'Features do not import each other'],
  ])('refuses %s importing %s', async (file, importPath, reason) => {
    const errors = await boundaryErrors(file, importPath);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it.each([
    ['src/app/fixture.ts', '../features/briefs/briefsSlice'],
    ['src/features/briefs/fixture.ts', '../../store/store'],
    ['src/features/briefs/fixture.ts', '../../components/toasts/toast'],
    ['src/features/briefs/fixture.ts', './briefsSlice'],
    ['src/layout/fixture.ts', '../lib/dates'],
    ['src/lib/fixture.ts', '../config/env'],
  ])('allows %s importing %s', async (file, importPath) => {
    expect(await boundaryErrors(file, importPath)).toEqual([]);
  });
});
