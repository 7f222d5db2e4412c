import { deleteField, doc, setDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { newBrief, seedBriefs, seedCast, seedDocs, seededBriefs } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// briefs/{briefId}.adDisclosure (Reklam Kurulu 2021/2; docs/briefs-model.md): one kind per
// platform of the brief, Instagram when it names none. Each denial is paired with an allowed
// write of the same shape.
describe('ad disclosure rules (briefs)', () => {
  const env = useRulesEnvironment();
  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const create = (db: Firestore, id: string, data: DocumentData) =>
    setDoc(doc(db, 'briefs', id), data);
  const update = (db: Firestore, id: string, data: DocumentData) =>
    updateDoc(doc(db, 'briefs', id), data);

  it('create: without adDisclosure is denied, with it allowed', async () => {
    const missing: DocumentData = newBrief('b1');
    delete missing.adDisclosure;
    await assertFails(create(as('brand1'), 'b1', missing));
    await assertSucceeds(create(as('brand1'), 'b1', newBrief('b1')));
  });

  it('create: an unknown kind, platform or shape is denied', async () => {
    const db = as('brand1');
    for (const adDisclosure of [
      { instagram: 'hashtag' },
      { instagram: '#reklam' },
      { instagram: 'reklam', twitter: 'reklam' },
      {},
      ['reklam'],
      'reklam',
      null,
    ])
      await assertFails(create(db, 'b1', newBrief('b1', 'brand1', { adDisclosure })));
    for (const kind of ['reklam', 'isbirligi', 'platformLabel'])
      await assertSucceeds(
        create(
          db,
          `ok-${kind}`,
          newBrief(`ok-${kind}`, 'brand1', { adDisclosure: { instagram: kind } }),
        ),
      );
  });

  it('create: the disclosure must cover exactly the brief platforms', async () => {
    const db = as('brand1');
    const two = { briefPlatforms: ['tiktok', 'youtube'] };
    await assertFails(
      create(db, 'b1', newBrief('b1', 'brand1', { ...two, adDisclosure: { tiktok: 'reklam' } })),
    );
    await assertFails(
      create(
        db,
        'b1',
        newBrief('b1', 'brand1', {
          ...two,
          adDisclosure: { instagram: 'reklam', tiktok: 'reklam' },
        }),
      ),
    );
    await assertSucceeds(
      create(
        db,
        'b1',
        newBrief('b1', 'brand1', {
          ...two,
          adDisclosure: { tiktok: 'platformLabel', youtube: 'isbirligi' },
        }),
      ),
    );
  });

  it('create: a brief without platforms discloses for Instagram only', async () => {
    const db = as('brand1');
    await assertFails(
      create(
        db,
        'b1',
        newBrief('b1', 'brand1', { briefPlatforms: [], adDisclosure: { tiktok: 'reklam' } }),
      ),
    );
    await assertSucceeds(
      create(
        db,
        'b1',
        newBrief('b1', 'brand1', { briefPlatforms: [], adDisclosure: { instagram: 'reklam' } }),
      ),
    );
  });

  it('update: the owner changes the kind; an invalid value or its removal is denied', async () => {
    const db = as('brand1');
    await assertFails(update(db, 'open', { adDisclosure: { instagram: 'gizli' } }));
    await assertFails(update(db, 'open', { adDisclosure: deleteField() }));
    await assertFails(
      update(db, 'open', { adDisclosure: { instagram: 'reklam', youtube: 'reklam' } }),
    );
    await assertSucceeds(update(db, 'open', { adDisclosure: { instagram: 'isbirligi' } }));
  });

  it('update: new platforms need their disclosure in the same write', async () => {
    const db = as('brand1');
    await assertFails(update(db, 'open', { briefPlatforms: ['instagram', 'youtube'] }));
    await assertSucceeds(
      update(db, 'open', {
        briefPlatforms: ['instagram', 'youtube'],
        adDisclosure: { instagram: 'reklam', youtube: 'platformLabel' },
      }),
    );
  });

  it('update: another user may not change it (the owner may)', async () => {
    await assertFails(update(as('brand2'), 'open', { adDisclosure: { instagram: 'isbirligi' } }));
    await assertFails(update(as('inf1'), 'open', { adDisclosure: { instagram: 'isbirligi' } }));
    await assertSucceeds(
      update(as('brand1'), 'open', { adDisclosure: { instagram: 'isbirligi' } }),
    );
  });

  it('a brief stored before the field stays editable and may gain a valid one', async () => {
    const old: DocumentData = { ...seededBriefs.open };
    delete old.adDisclosure;
    await seedDocs(env(), { 'briefs/old': { ...old, id: 'old' } });
    const db = as('brand1');
    await assertSucceeds(update(db, 'old', { title: 'Eski brief, yeni başlık' }));
    await assertSucceeds(update(db, 'old', { briefPlatforms: ['tiktok'] }));
    await assertFails(update(db, 'old', { adDisclosure: { tiktok: 'sponsorlu' } }));
    await assertSucceeds(update(db, 'old', { adDisclosure: { tiktok: 'platformLabel' } }));
  });
});
