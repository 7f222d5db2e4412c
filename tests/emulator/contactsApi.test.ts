// The `api` HTTP function (functions/src/api: GET {api}/contacts and GET {api}/conversations,
// spec section 7, and GET {api}/agencies for the brief form) over real HTTP against the Auth, Firestore and Functions emulators, and once
// through the app's own client (src/features/chat/contacts/api/contactsApi.ts). The emulators are
// shared: every name is unique to this run and only what this file creates is removed.
import { Timestamp } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiResponse,
  Contact,
  ConversationSummary,
} from '../../functions/src/shared/apiShapes';
import { allowedOrigin, corsSettingsFrom } from '../../functions/src/api/cors';
import { searchAgencies } from '../../src/features/briefs/api/agencies';
import { getContacts, getConversations } from '../../src/features/chat/contacts/api/contactsApi';
import { auth } from '../../src/lib/firebase';
import { PROJECT_ID, adminApp, run, idTokenOf } from './appUser';

const API = `http://127.0.0.1:5001/${PROJECT_ID}/europe-west1/api`;
const PASSWORD = 'secret123';
const admin = adminApp('contacts-api');
const createdUsers: string[] = [];
const createdDocs: string[] = [];

/** A surname only this run uses, so an admin's directory search finds exactly our people. */
const family = `Deneme${run}`;

type Account = { uid: string; email: string; token: string };

async function makeAccount(key: string, fields: Record<string, unknown>): Promise<Account> {
  const email = `contacts-${key}-${run}@demo.test`;
  const { uid } = await admin.auth.createUser({ email, password: PASSWORD, emailVerified: true });
  createdUsers.push(uid);
  await admin.db.doc(`Users/${uid}`).set({ uid, email, surname: family, ...fields });
  return { uid, email, token: await idTokenOf(email, PASSWORD) };
}

async function setDoc(path: string, data: Record<string, unknown>) {
  createdDocs.push(path);
  await admin.db.doc(path).set(data);
}

async function call<T>(
  path: string,
  token: string | null,
  init: RequestInit = {},
): Promise<{ status: number; body: ApiResponse<T> | null; headers: Headers }> {
  const headers = new Headers(init.headers);
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API}${path}`, { ...init, headers });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as ApiResponse<T>) : null,
    headers: response.headers,
  };
}

async function dataOf<T>(path: string, token: string): Promise<T> {
  const { status, body } = await call<T>(path, token);
  expect(status, JSON.stringify(body)).toBe(200);
  if (body?.status !== 'success') throw new Error(`not a success: ${JSON.stringify(body)}`);
  return body.data;
}

const uidsOf = (contacts: Contact[]) => contacts.map((c) => c.uid).sort();
const at = (millis: number) => Timestamp.fromMillis(millis);

let ayse: Account; // influencer: a project with Çiçek, a brief chat with Nova
let cicek: Account; // influencer with an old flat photo name
let nova: Account; // brand
let stranger: Account; // works with Nova only
let boss: Account; // admin
let agency: Account; // influencer agency 'Lale… Ajans'
let proAgency: Account; // pro influencer agency
let adAgency: Account; // advertisement agency: works for brands, never a brief's target
let pairId: string;
let briefChatId: string;

beforeAll(async () => {
  ayse = await makeAccount('ayse', { type: 'influencer', name: 'Ayşe', profileImage: '' });
  cicek = await makeAccount('cicek', {
    type: 'influencer',
    name: `Çiçek${run}`,
    profileImage: 'profile-pic-cicek.jpg',
  });
  nova = await makeAccount('nova', {
    type: 'brand',
    name: 'Nur',
    brandName: `Nova${run} Market`,
    profileImage: '/demo/logos/nova-market.svg',
  });
  stranger = await makeAccount('stranger', { type: 'influencer', name: 'Zeynep' });
  boss = await makeAccount('boss', { type: 'admin', name: 'Yönetici' });
  agency = await makeAccount('agency', {
    type: 'influencerAgency',
    name: 'Ece',
    surname: 'Yıldız',
    brandName: `Lale${run} Ajans`,
  });
  proAgency = await makeAccount('pro-agency', {
    type: 'proInfluencerAgency',
    name: 'Pelin',
    surname: 'Yıldız',
    brandName: `Işık${run} Yetenek`,
  });
  adAgency = await makeAccount('ad-agency', {
    type: 'advertisementAgency',
    name: 'Ali',
    surname: 'Yıldız',
    brandName: `Lale${run} Reklam`,
  });

  const base = Date.UTC(2025, 0, 1);
  pairId = [ayse.uid, cicek.uid].sort().join('_');
  await setDoc(`project-conversations/${pairId}`, {
    conversationId: pairId,
    participants: [ayse.uid, cicek.uid],
    users: [
      { id: ayse.uid, name: 'Ayşe' },
      { id: cicek.uid, name: 'Çiçek' },
    ],
    activeProjects: [],
    lastMessage: 'Merhaba Ayşe',
    lastMessageTime: at(base + 1_000),
    unreadCounts: { [ayse.uid]: 2, [cicek.uid]: 0 },
  });
  const briefId = `brief-${run}`;
  briefChatId = `${briefId}_${ayse.uid}`;
  await setDoc(`Messages/${briefChatId}`, {
    id: briefChatId,
    briefId,
    briefTitle: 'Yaz Kampanyası',
    userIds: [nova.uid, ayse.uid],
    bidderIds: [ayse.uid],
    timestamp: at(base + 2_000),
    unreadCounts: { [ayse.uid]: 1 },
    typing: {},
    lastMessageObject: {
      sender: 'Nova',
      message: 'Teklifinizi aldık',
      uid: nova.uid,
      imageUrl: null,
      timestamp: at(base + 2_000),
    },
  });
  // Not Ayşe's: must never reach her lists.
  const otherPair = [nova.uid, stranger.uid].sort().join('_');
  await setDoc(`project-conversations/${otherPair}`, {
    conversationId: otherPair,
    participants: [nova.uid, stranger.uid],
    users: [],
    activeProjects: [],
    lastMessage: 'Başkasının mesajı',
    lastMessageTime: at(base + 3_000),
    unreadCounts: {},
  });
});

afterAll(async () => {
  await Promise.all(createdDocs.map((path) => admin.db.doc(path).delete()));
  await Promise.all(createdUsers.map((uid) => admin.db.doc(`Users/${uid}`).delete()));
  await Promise.all(createdUsers.map((uid) => admin.auth.deleteUser(uid)));
});

describe('api: who may call', () => {
  it('refuses a request without a token with 401', async () => {
    const { status, body } = await call('/contacts', null);
    expect(status).toBe(401);
    expect(body).toEqual({ status: 'error', message: 'Bu işlem için giriş yapmalısınız.' });
  });

  it('refuses a forged or malformed token with 401', async () => {
    expect((await call('/contacts', 'not-a-token')).status).toBe(401);
    expect((await call('/conversations', `${ayse.token}x`)).status).toBe(401);
    const basic = await call('/contacts', null, { headers: { Authorization: 'Basic abc' } });
    expect(basic.status).toBe(401);
  });

  it('answers the spec’s sample calls (todos, surveys) with 404, and only GET', async () => {
    expect((await call('/todos', ayse.token)).status).toBe(404);
    expect((await call('/surveys', ayse.token)).status).toBe(404);
    const post = await call('/contacts', ayse.token, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.body?.status).toBe('error');
  });

  it('lets the app’s dev server read its answers', async () => {
    const response = await fetch(`${API}/contacts`, {
      headers: { Origin: 'http://127.0.0.1:5173', Authorization: `Bearer ${ayse.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  });

  // The Functions emulator answers CORS itself for any origin (firebase-functions' debug
  // feature enableCors), so the deployed rule is checked directly.
  it('allows only the app’s origins when deployed', () => {
    const deployed = corsSettingsFrom({
      GCLOUD_PROJECT: 'infl-prod',
      APP_ORIGINS: 'https://app.example/',
    });
    expect(allowedOrigin('https://infl-prod.web.app', deployed)).toBe('https://infl-prod.web.app');
    expect(allowedOrigin('https://infl-prod.firebaseapp.com', deployed)).toBe(
      'https://infl-prod.firebaseapp.com',
    );
    expect(allowedOrigin('https://app.example', deployed)).toBe('https://app.example');
    expect(allowedOrigin('https://evil.example', deployed)).toBeNull();
    expect(allowedOrigin('http://127.0.0.1:5173', deployed)).toBeNull();
    expect(allowedOrigin(undefined, deployed)).toBeNull();
    const emulated = corsSettingsFrom({ GCLOUD_PROJECT: PROJECT_ID, FUNCTIONS_EMULATOR: 'true' });
    expect(allowedOrigin('http://localhost:4173', emulated)).toBe('http://localhost:4173');
    expect(allowedOrigin('http://127.0.0.1.evil.example', emulated)).toBeNull();
  });
});

describe('api: contacts', () => {
  it('gives a user only the people she works with, with the project conversation', async () => {
    const contacts = await dataOf<Contact[]>('/contacts', ayse.token);
    expect(uidsOf(contacts)).toEqual([cicek.uid, nova.uid].sort());
    expect(contacts.find((c) => c.uid === cicek.uid)).toEqual({
      uid: cicek.uid,
      name: `Çiçek${run} ${family}`,
      img: 'profiles/cicek.jpg', // stored as 'profile-pic-cicek.jpg' (spec section 7)
      type: 'influencer',
      conversationId: pairId,
    });
    expect(contacts.find((c) => c.uid === nova.uid)).toEqual({
      uid: nova.uid,
      name: `Nova${run} Market`,
      img: '/demo/logos/nova-market.svg',
      type: 'brand',
    });
  });

  it('filters by a Turkish-aware, case-insensitive name prefix', async () => {
    const byText = async (text: string) =>
      uidsOf(await dataOf<Contact[]>(`/contacts?search=${encodeURIComponent(text)}`, ayse.token));
    expect(await byText('çiçek')).toEqual([cicek.uid]);
    expect(await byText(`ÇİÇEK${run.toLocaleUpperCase('tr-TR')}`)).toEqual([cicek.uid]);
    expect(await byText('nova')).toEqual([nova.uid]);
    expect(await byText('market')).toEqual([nova.uid]); // a later word of the name
    expect(await byText('cicek')).toEqual([]); // c is not ç
    expect(await byText('zeynep')).toEqual([]); // not her partner
  });

  it('gives an admin everyone, by name, never herself', async () => {
    const found = await dataOf<Contact[]>(
      `/contacts?search=${encodeURIComponent(family.toLocaleLowerCase('tr-TR'))}`,
      boss.token,
    );
    expect(uidsOf(found)).toEqual([ayse.uid, cicek.uid, nova.uid, stranger.uid].sort());
    const names = found.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr')));

    const byFirstName = await dataOf<Contact[]>(
      `/contacts?search=${encodeURIComponent(`çİçEk${run}`)}`,
      boss.token,
    );
    expect(uidsOf(byFirstName)).toEqual([cicek.uid]);

    const unfiltered = await dataOf<Contact[]>('/contacts', boss.token);
    expect(unfiltered.length).toBeGreaterThan(0);
    expect(unfiltered.length).toBeLessThanOrEqual(50);
    expect(unfiltered.map((c) => c.uid)).not.toContain(boss.uid);
  });

  it('lets an admin acting as a user see that user’s contacts, and nobody else', async () => {
    const asAyse = await dataOf<Contact[]>(`/contacts?userId=${ayse.uid}`, boss.token);
    expect(uidsOf(asAyse)).toEqual([cicek.uid, nova.uid].sort());
    const refused = await call(`/contacts?userId=${cicek.uid}`, ayse.token);
    expect(refused.status).toBe(403);
    expect(refused.body?.status).toBe('error');
  });
});

describe('api: conversations', () => {
  it('lists hers only, newest first, with her unread counts', async () => {
    const list = await dataOf<ConversationSummary[]>('/conversations', ayse.token);
    expect(list).toEqual([
      {
        id: briefChatId,
        kind: 'brief',
        briefId: `brief-${run}`,
        otherUserIds: [nova.uid],
        otherNames: [`Nova${run} Market`],
        title: 'Yaz Kampanyası',
        lastMessage: 'Teklifinizi aldık',
        lastMessageTime: Date.UTC(2025, 0, 1) + 2_000,
        unreadCount: 1,
      },
      {
        id: pairId,
        kind: 'project',
        otherUserIds: [cicek.uid],
        otherNames: [`Çiçek${run} ${family}`],
        title: `Çiçek${run} ${family}`,
        lastMessage: 'Merhaba Ayşe',
        lastMessageTime: Date.UTC(2025, 0, 1) + 1_000,
        unreadCount: 2,
      },
    ]);
    const strangers = await dataOf<ConversationSummary[]>('/conversations', stranger.token);
    expect(strangers.map((c) => c.id)).toEqual([[nova.uid, stranger.uid].sort().join('_')]);
  });
});

describe('api: agencies', () => {
  const ours = (found: Contact[]) =>
    uidsOf(found).filter((uid) => [agency.uid, proAgency.uid, adAgency.uid].includes(uid));

  it('gives a brand the influencer agencies, by a Turkish name prefix, no advertisement agency', async () => {
    const all = await dataOf<Contact[]>('/agencies', nova.token);
    expect(ours(all)).toEqual([agency.uid, proAgency.uid].sort());
    const found = await dataOf<Contact[]>(
      `/agencies?search=${encodeURIComponent(`lale${run}`)}`,
      nova.token,
    );
    expect(found.map((c) => [c.uid, c.name, c.type])).toEqual([
      [agency.uid, `Lale${run} Ajans`, 'influencerAgency'],
    ]);
    const dotless = await dataOf<Contact[]>(
      `/agencies?search=${encodeURIComponent(`ışık${run}`)}`,
      nova.token,
    );
    expect(uidsOf(dotless)).toEqual([proAgency.uid]);
  });

  it('answers the brand side and admins, never an agency itself in its own list', async () => {
    expect(ours(await dataOf<Contact[]>('/agencies', boss.token))).toEqual(
      [agency.uid, proAgency.uid].sort(),
    );
    expect(ours(await dataOf<Contact[]>('/agencies', agency.token))).toEqual([proAgency.uid]);
  });

  it('refuses influencers (403) and callers without a token (401)', async () => {
    const influencer = await call('/agencies', ayse.token);
    expect(influencer.status).toBe(403);
    expect(influencer.body).toEqual({
      status: 'error',
      message: 'Bu işlem için yetkiniz bulunmamaktadır.',
    });
    expect((await call('/agencies', null)).status).toBe(401);
  });

  it('is what the brief form’s client reads', async () => {
    const instance = await auth();
    await signInWithEmailAndPassword(instance, nova.email, PASSWORD);
    try {
      expect(uidsOf(await searchAgencies(` LALE${run.toLocaleUpperCase('tr-TR')} `))).toEqual([
        agency.uid,
      ]);
    } finally {
      await signOut(instance);
    }
  });
});

describe('the app’s client (contactsApi)', () => {
  it('calls the function with the signed-in user’s ID token', async () => {
    const instance = await auth();
    await signInWithEmailAndPassword(instance, ayse.email, PASSWORD);
    try {
      expect(uidsOf(await getContacts())).toEqual([cicek.uid, nova.uid].sort());
      expect(uidsOf(await getContacts('  çiç '))).toEqual([cicek.uid]);
      expect((await getConversations()).map((c) => c.kind)).toEqual(['brief', 'project']);
    } finally {
      await signOut(instance);
    }
    await expect(getContacts()).rejects.toMatchObject({ status: 401 });
  });
});
