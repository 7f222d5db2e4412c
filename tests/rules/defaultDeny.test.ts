import { deleteDoc, doc, getDoc, getDocs, collection, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';

// Any path no feature has opened stays closed, whoever asks.
describe('paths without a rule', () => {
  const env = useRulesEnvironment();

  const seed = () =>
    env().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'Unplanned/doc1'), { a: 1 });
    });

  it('the harness itself can read when rules are disabled (the denials below are real)', async () => {
    await seed();
    await env().withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(getDoc(doc(context.firestore(), 'Unplanned/doc1')));
    });
  });

  for (const [who, context] of [
    ['signed out', () => env().unauthenticatedContext()],
    ['signed in', () => env().authenticatedContext('someone')],
  ] as const) {
    describe(who, () => {
      it('cannot get', async () => {
        await seed();
        await assertFails(getDoc(doc(context().firestore(), 'Unplanned/doc1')));
      });
      it('cannot list', async () => {
        await assertFails(getDocs(collection(context().firestore(), 'Unplanned')));
      });
      it('cannot create', async () => {
        await assertFails(setDoc(doc(context().firestore(), 'Unplanned/doc2'), { a: 1 }));
      });
      it('cannot update', async () => {
        await seed();
        await assertFails(setDoc(doc(context().firestore(), 'Unplanned/doc1'), { a: 2 }));
      });
      it('cannot delete', async () => {
        await seed();
        await assertFails(deleteDoc(doc(context().firestore(), 'Unplanned/doc1')));
      });
    });
  }
});
