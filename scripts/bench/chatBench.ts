// Issue 9's chat figures (design.md section 10), against the emulators and the built app:
// - latency: the demo brand and influencer each in their own Chromium context on /app/chat with
//   their conversation open; the brand sends 50 messages, each timed from Enter until the text
//   is visible on the influencer's screen; p50 and p95.
// - reads of opening a conversation with 1,000 messages: the app's own messages listener
//   (api/chatSubscriptions.ts) signed in as the brand; the first snapshot's documents are the
//   reads (one page, not the history).
// Prints one line `BENCH_RESULT <json>` for scripts/bench/chatBenchFigure.mjs.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { terminate } from 'firebase/firestore';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, requireChromium } from '../chromium.mjs';
import { demoAccount } from '../seed/accounts';
import { subscribeMessages } from '../../src/features/chat/api/chatSubscriptions';
import { auth, db } from '../../src/lib/firebase';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const baseURL = process.argv[2] ?? 'http://127.0.0.1:4174';
const MESSAGES = 50;
/** Sent first and not counted: the emulator's rules engine and the listeners warm up. */
const WARM_UP = 5;
const HISTORY = 1000;
const TYPING_SETTLE_MS = 1200;

const brand = demoAccount('brand');
const influencer = demoAccount('influencer');
const pairId = [brand.uid, influencer.uid].sort().join('_');

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${baseURL}/user/login`);
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Parola').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await page.waitForURL(/\/app/);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function latency(): Promise<{ p50: number; p95: number }> {
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
  try {
    const [sender, receiver] = await Promise.all([browser.newPage(), browser.newPage()]);
    await signIn(sender, brand.email, brand.password);
    await signIn(receiver, influencer.email, influencer.password);
    for (const page of [sender, receiver]) {
      await page.goto(`${baseURL}/app/chat?c=${pairId}`);
      await page.getByTestId('message-thread').waitFor();
    }
    const box = sender.getByLabel('Mesajınız');
    const run = Date.now().toString(36);
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + MESSAGES; i += 1) {
      const text = `bench ${run} ${i}`;
      await box.fill(text);
      // People type for a while before sending: let the typing entry's write settle first, so
      // the figure is the message's own way from Enter to the other screen.
      await sender.waitForTimeout(TYPING_SETTLE_MS);
      const seen = receiver
        .getByTestId('message-thread')
        .getByText(text, { exact: true })
        .waitFor({ timeout: 10_000 });
      const started = performance.now();
      await box.press('Enter');
      await seen;
      if (i >= WARM_UP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  } finally {
    await browser.close();
  }
}

async function openReads(): Promise<number> {
  const admin = initializeApp({ projectId: 'demo-influencer' }, 'chat-bench');
  const adminDb = getFirestore(admin);
  const other = 'bench-chat-partner';
  const participants = [brand.uid, other].sort();
  const id = participants.join('_');
  const conversation = adminDb.doc(`project-conversations/${id}`);
  const start = Date.now() - HISTORY * 1000;
  await conversation.set({
    conversationId: id,
    participants,
    users: participants.map((uid) => ({ id: uid, name: uid })),
    activeProjects: [],
    archivedProjects: [],
    lastMessage: '',
    lastMessageTime: Timestamp.now(),
    unreadCounts: {},
    typing: {},
    createdAt: Timestamp.fromMillis(start),
    isActive: true,
    isCompleted: false,
    type: 'active',
  });
  const writer = adminDb.bulkWriter();
  for (let i = 0; i < HISTORY; i += 1) {
    void writer.set(conversation.collection('messages').doc(), {
      text: `geçmiş ${i}`,
      senderId: i % 2 ? other : brand.uid,
      timestamp: Timestamp.fromMillis(start + i * 1000),
      isRead: true,
    });
  }
  await writer.close();
  try {
    await signInWithEmailAndPassword(await auth(), brand.email, brand.password);
    const reads = await new Promise<number>((resolve, reject) => {
      const stop = subscribeMessages(
        id,
        (live) => {
          stop();
          resolve(live.messages.length);
        },
        reject,
      );
    });
    return reads;
  } finally {
    await adminDb.recursiveDelete(conversation);
    await deleteApp(admin);
  }
}

async function main() {
  const reads = await openReads();
  const { p50, p95 } = await latency();
  console.log(`BENCH_RESULT ${JSON.stringify({ p50, p95, reads })}`);
  await terminate(await db());
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
