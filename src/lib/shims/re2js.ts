// Firestore 12 bundles the re2js regular-expression engine (about 46 KB gzip, more than a
// third of the SDK chunk) only to evaluate the regex functions of Pipeline queries on the
// client. The app runs no pipelines (docs/decisions.md "Bundle budget"), so vite.config.ts
// points `re2js` here. If a pipeline ever needs a regex, this says so instead of failing
// silently.
export const RE2JS = {
  compile(): never {
    throw new Error('re2js is not bundled: Firestore pipeline regex functions are not supported');
  },
};
