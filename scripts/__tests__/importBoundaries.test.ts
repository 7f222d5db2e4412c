// @vitest-environment node
// The import boundaries of eslint.config.js bite: each wrong import below is linted as if it
// were a file in that folder and must be refused, while the allowed directions pass. Both the
// relative and the `@/` form are tried, so the alias is resolved before the zones are checked.
// (`npm run lint` shows the tree itself passes.)
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

const boundaryRules = new Set([
  'import/no-restricted-paths',
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
]);

/** The boundary messages for one import written in `file` (a value import unless `type`). */
async function boundaryErrors(
  file: string,
  importPath: string,
  kind: 'value' | 'type' = 'value',
): Promise<string[]> {
  const source =
    kind === 'value'
      ? `import * as imported from '${importPath}';\nexport const used = imported;\n`
      : `import type * as imported from '${importPath}';\nexport type Used = typeof imported;\n`;
  const [result] = await eslint.lintText(source, { filePath: `${root}/${file}` });
  return result!.messages
    .filter((message) => message.ruleId !== null && boundaryRules.has(message.ruleId))
    .map((message) => message.message);
}

const APP = 'Only src/main.tsx imports src/app';
const FEATURES = 'Features do not import each other';
const CLIMB = 'No import climbs more than two folders';
const FUNCTIONS = 'The client reaches functions/ only through @shared/';
const API = 'Components and pages import only types from api/';
const MODEL = 'model/ holds pure rules and never imports api/';
const above = (room: string) => `src/${room} imports nothing above it`;

describe('import boundaries (eslint.config.js)', () => {
  it.each([
    // src/app: the composition root, imported by src/main.tsx alone
    ['src/features/users/fixture.ts', '@/app/router', APP],
    ['src/features/users/pages/fixture.tsx', '../../../app/router', APP],
    ['src/test/fixture.ts', '@/app/router', APP],
    ['src/layout/fixture.ts', '@/app/router', above('layout')],
    ['src/store/fixture.ts', '../app/router', above('store')],
    // features
    ['src/features/users/fixture.ts', '../briefs/briefsSlice', FEATURES],
    ['src/features/users/fixture.ts', '@/features/briefs/briefsSlice', FEATURES],
    // the frame, the widgets and the store import no feature and nothing above them
    ['src/layout/topbar/Fixture.tsx', '@/features/briefs/briefsSlice', above('layout')],
    ['src/layout/topbar/Fixture.tsx', '../../features/briefs/briefsSlice', above('layout')],
    ['src/components/forms/Fixture.tsx', '@/features/briefs/briefsSlice', above('components')],
    ['src/components/forms/Fixture.tsx', '@/layout/AppLayout', above('components')],
    ['src/store/fixture.ts', '@/features/auth/authSlice', above('store')],
    ['src/store/live/fixture.ts', '../../layout/AppLayout', above('store')],
    ['src/store/fixture.ts', '@/components/toasts/toast', above('store')],
    // the bottom layers
    ['src/lib/fixture.ts', '@/store/hooks', above('lib')],
    ['src/lib/fixture.ts', '../components/ConfirmModal', above('lib')],
    ['src/lib/fixture.ts', '@/layout/AppLayout', above('lib')],
    ['src/lib/fixture.ts', '@/i18n/index', above('lib')],
    ['src/config/fixture.ts', '@/features/briefs/briefsSlice', above('config')],
    ['src/config/fixture.ts', '../store/store', above('config')],
    ['src/i18n/fixture.ts', '@/store/store', above('i18n')],
    // paths
    ['src/features/briefs/components/detail/fixture.ts', '../../../../lib/dates', CLIMB],
    ['src/features/payment/fixture.ts', '../../../functions/src/shared/plans', CLIMB],
    ['src/lib/fixture.ts', '../../functions/src/shared/plans', FUNCTIONS],
    // components and pages take only types from api/
    ['src/features/briefs/components/detail/Fixture.tsx', '../../api/offers', API],
    ['src/features/briefs/pages/Fixture.tsx', '../api/briefWrites', API],
    ['src/features/briefs/pages/Fixture.tsx', '@/features/briefs/api/briefWrites', API],
    ['src/features/chat/contacts/components/Fixture.tsx', '../api/contactsApi', API],
    // model/ is pure: no api/, and the other path rules still hold there
    ['src/features/briefs/model/fixture.ts', '../api/offers', MODEL],
    ['src/features/briefs/model/fixture.ts', '@/features/briefs/api/offers', MODEL],
    ['src/features/briefs/model/nested/fixture.ts', '../../../../lib/dates', CLIMB],
  ])('refuses %s importing %s', async (file, importPath, reason) => {
    const errors = await boundaryErrors(file, importPath);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.some((error) => error.includes(reason))).toBe(true);
  });

  it.each([
    ['src/main.tsx', '@/app/router'],
    ['src/app/fixture.ts', '@/features/briefs/briefsSlice'],
    ['src/app/fixture.ts', '../features/briefs/briefsSlice'],
    ['src/features/briefs/fixture.ts', '@/store/store'],
    ['src/features/briefs/fixture.ts', '@/components/toasts/toast'],
    ['src/features/briefs/fixture.ts', '@/layout/appearance/AppearanceControls'],
    ['src/features/briefs/fixture.ts', './briefsSlice'],
    ['src/features/briefs/briefsThunks.ts', './api/offers'],
    ['src/features/briefs/model/fixture.ts', '@/lib/money'],
    ['src/features/payment/fixture.ts', '@shared/plans'],
    ['src/layout/fixture.ts', '@/components/ConfirmModal'],
    ['src/layout/fixture.ts', '@/store/hooks'],
    ['src/components/fixture.ts', '@/store/hooks'],
    ['src/store/fixture.ts', '@/lib/dates'],
    ['src/store/fixture.ts', '@/i18n/index'],
    ['src/test/fixture.ts', '@/store/store'],
    ['src/layout/fixture.ts', '../lib/dates'],
    ['src/lib/fixture.ts', '../config/env'],
  ])('allows %s importing %s', async (file, importPath) => {
    expect(await boundaryErrors(file, importPath)).toEqual([]);
  });

  it('lets a component or page import types from api/, and nothing else, not even lazily', async () => {
    const component = 'src/features/briefs/components/detail/Fixture.tsx';
    expect(await boundaryErrors(component, '../../api/offers', 'type')).toEqual([]);
    // …which model/ may not do at all.
    expect(
      await boundaryErrors('src/features/briefs/model/fixture.ts', '../api/offers', 'type'),
    ).toEqual([expect.stringContaining(MODEL)]);
    expect(
      await boundaryErrors(
        'src/features/briefs/pages/Fixture.tsx',
        '@/features/briefs/api/offers',
        'type',
      ),
    ).toEqual([]);
    const lazy = `export const load = () => import('../../api/offers');\n`;
    const [result] = await eslint.lintText(lazy, { filePath: `${root}/${component}` });
    expect(result!.messages.map((message) => message.message)).toEqual([
      expect.stringContaining(API),
    ]);
  });
});
