// @vitest-environment node
// No file but the two builders builds a Firestore query itself: every query goes through a plain
// description, which firestoreIndexes.test.ts checks against firestore.indexes.json.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILDERS, queryViolations, readSource, sourceFiles, usesBuilder } from '../queryGuard';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Parsing the tree takes a few seconds on a busy machine. */
const TREE_TIMEOUT = 60_000;

const violations = (source: string) => queryViolations('x.ts', source);

describe('queryViolations', () => {
  it('catches the web SDK query functions, aliased or not', () => {
    expect(violations(`import { getDocs, query, where } from 'firebase/firestore';`)).toEqual([
      'x.ts:1: imports query',
      'x.ts:1: imports where',
    ]);
    expect(violations(`import { orderBy as by } from 'firebase/firestore';`)).toEqual([
      'x.ts:1: imports orderBy',
    ]);
    expect(violations(`import { limit } from 'firebase/firestore/lite';`)).toHaveLength(1);
    expect(violations(`import * as fs from 'firebase/firestore';`)).toEqual([
      'x.ts:1: imports all of firebase/firestore',
    ]);
  });

  it('catches the Admin SDK query methods', () => {
    const source = [
      `const a = db.collection('Users')`,
      `  .where('type', '==', 'admin');`,
      `const b = db.collection('Users').orderBy('name');`,
      `const c = db.collectionGroup('Notifications');`,
    ].join('\n');
    expect(violations(source)).toEqual([
      'x.ts:2: calls .where()',
      'x.ts:3: calls .orderBy()',
      'x.ts:4: calls .collectionGroup()',
    ]);
  });

  it('catches query functions taken from a dynamic import', () => {
    const source = `const f = () => import('firebase/firestore').then(({ query, doc }) => [query, doc]);`;
    expect(violations(source)).toEqual(['x.ts:1: takes query from a dynamic import']);
  });

  it('lets types, documents, comments, strings and unrelated functions pass', () => {
    const source = [
      `import type { Query } from 'firebase/firestore';`,
      `import { type QueryConstraint, doc, getDocs, onSnapshot } from 'firebase/firestore';`,
      `// query(collection, where('a', '==', 1), orderBy('b'))`,
      `const text = "db.collection('x').where('a', '==', 1)";`,
      `function query(text: string) { return text; }`,
      `export const found = query(text).trim();`,
      `const row = { where: 1 }; export const w = row.where;`,
    ].join('\n');
    expect(violations(source)).toEqual([]);
  });

  it('tells a builder user by its import of describedQuery', () => {
    expect(usesBuilder('x.ts', `import { describedQuery } from '@/lib/firestoreQuery';`)).toBe(
      true,
    );
    expect(usesBuilder('x.ts', `import { describedQuery } from '../firestoreQuery';`)).toBe(true);
    expect(usesBuilder('x.ts', `import type { QueryDescription } from '@shared/x';`)).toBe(false);
  });
});

describe('the source tree', () => {
  const files = sourceFiles(root);

  it('is scanned: the app, the functions and both builders are found', () => {
    expect(files.length).toBeGreaterThan(200);
    for (const builder of BUILDERS) expect(files).toContain(builder);
    expect(files.some((file) => file.startsWith('functions/src/'))).toBe(true);
    expect(files.some((file) => file.includes('__tests__'))).toBe(false);
  });

  it(
    'builds Firestore queries only in the builders',
    () => {
      const found = files
        .filter((file) => !BUILDERS.includes(file))
        .flatMap((file) => queryViolations(file, readSource(root, file)));
      expect(found).toEqual([]);
    },
    TREE_TIMEOUT,
  );
});
