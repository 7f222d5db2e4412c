// Keeps every Firestore query on the description-based builders (src/lib/firestoreQuery.ts and
// functions/src/firestoreQuery.ts), so the index test sees all of them. Parsed with the
// TypeScript compiler, not grepped: comments and strings cannot trip it, a local function named
// `query` is no Firestore call, and an aliased import (`where as w`) is still caught.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The files that may build queries: the two builders. */
export const BUILDERS = ['src/lib/firestoreQuery.ts', 'functions/src/firestoreQuery.ts'];

const FIRESTORE_MODULE =
  /^(firebase\/firestore(\/lite)?|firebase-admin\/firestore|@google-cloud\/firestore)$/;

/** Web SDK functions that make or shape a query. */
const QUERY_FUNCTIONS = new Set([
  'query',
  'where',
  'orderBy',
  'limit',
  'limitToLast',
  'startAt',
  'startAfter',
  'endAt',
  'endBefore',
  'collectionGroup',
  'and',
  'or',
]);

/** Admin SDK (and namespace-style) methods that make or shape a query. */
const QUERY_METHODS = new Set([
  'where',
  'orderBy',
  'limitToLast',
  'startAt',
  'startAfter',
  'endAt',
  'endBefore',
  'collectionGroup',
  'findNearest',
]);

/**
 * Whether the text could hold a violation at all: a Firestore module's name or a query method
 * after a dot. Parsing only those files keeps the scan of the whole tree quick.
 */
const methodCall = new RegExp(`\\.\\s*(${[...QUERY_METHODS].join('|')})\\b`);
const mayViolate = (source: string) => source.includes('firestore') || methodCall.test(source);

/** The ways `source` builds a Firestore query itself, as 'file:line: what'. */
export function queryViolations(file: string, source: string): string[] {
  if (!mayViolate(source)) return [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
    found.push(`${file}:${line + 1}: ${what}`);
  };
  let importsFirestoreDynamically = false;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      if (FIRESTORE_MODULE.test(node.moduleSpecifier.text) && !node.importClause?.isTypeOnly) {
        if (bindings && ts.isNamespaceImport(bindings)) {
          report(node, `imports all of ${node.moduleSpecifier.text}`);
        } else if (bindings) {
          for (const element of bindings.elements) {
            const name = (element.propertyName ?? element.name).text;
            if (!element.isTypeOnly && QUERY_FUNCTIONS.has(name))
              report(element, `imports ${name}`);
          }
        }
      }
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      FIRESTORE_MODULE.test(node.arguments[0].text)
    ) {
      importsFirestoreDynamically = true;
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      QUERY_METHODS.has(node.expression.name.text)
    ) {
      report(node.expression.name, `calls .${node.expression.name.text}()`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  if (importsFirestoreDynamically) {
    // `import('firebase/firestore').then(({ where }) => …)`: the destructured names.
    const visitBindings = (node: ts.Node) => {
      if (ts.isBindingElement(node)) {
        const key = node.propertyName ?? node.name;
        if (ts.isIdentifier(key) && QUERY_FUNCTIONS.has(key.text)) {
          report(node, `takes ${key.text} from a dynamic import`);
        }
      }
      ts.forEachChild(node, visitBindings);
    };
    visitBindings(tree);
  }
  return found;
}

/** Whether `source` runs a described query (imports a builder's `describedQuery`). */
export function usesBuilder(file: string, source: string): boolean {
  if (!source.includes('firestoreQuery')) return false;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  return tree.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      /(^|\/)firestoreQuery$/.test(statement.moduleSpecifier.text) &&
      !!statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings) &&
      statement.importClause.namedBindings.elements.some(
        (element) => (element.propertyName ?? element.name).text === 'describedQuery',
      ),
  );
}

const isSource = (path: string) =>
  /\.(ts|tsx)$/.test(path) &&
  !/\.d\.ts$/.test(path) &&
  !/(^|\/)__tests__\//.test(path) &&
  !/\.test\.(ts|tsx)$/.test(path);

/** The app's and the functions' source files (no tests), relative to `root`. */
export function sourceFiles(root: string): string[] {
  return ['src', 'functions/src']
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((path) =>
        join(folder, path),
      ),
    )
    .map((path) => relative(root, join(root, path)).split('\\').join('/'))
    .filter(isSource)
    .sort();
}

export const readSource = (root: string, file: string) => readFileSync(join(root, file), 'utf8');
