// npm run seed [-- --briefs N] [--influencers N]
// Writes the demo data into the local emulators. Safe to re-run: fixed uids and document ids,
// set() overwrites, so a second run leaves the same data and no duplicates.
import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { demoAccounts } from './accounts';
import { connectAdmin } from './admin';
import { BENCH_INFLUENCER_PREFIX } from './benchInfluencers';
import { BENCH_BRIEF_PREFIX, BRIEF_STATES, briefState } from './briefs';
import { buildDemoDataset, demoDatasetDocs } from './demoDataset';
import {
  PROJECT_ID,
  applyEmulatorDefaults,
  nonLocalEmulatorProblems,
  unreachableEmulators,
} from './emulatorEnv';
import { parseSeedArgs, type SeedArgs } from './seedArgs';
import { seedAuthUsers } from './writeAccounts';
import { seedBenchBriefs, type BenchResult } from './writeBenchBriefs';
import { seedBenchInfluencers } from './writeBenchInfluencers';
import { writeDocs } from './writeDocs';

const say = (line: string) => console.log(`[seed] ${line}`);

function fail(message: string): never {
  console.error(`[seed] ${message}`);
  process.exit(1);
}

async function countDocs(db: Firestore, collection: string, idPrefix?: string): Promise<number> {
  let query: Query = db.collection(collection);
  if (idPrefix) {
    // Ids with this prefix sort between the prefix and the prefix with its last char bumped.
    const end =
      idPrefix.slice(0, -1) + String.fromCharCode(idPrefix.charCodeAt(idPrefix.length - 1) + 1);
    query = query
      .where(FieldPath.documentId(), '>=', idPrefix)
      .where(FieldPath.documentId(), '<', end);
  }
  return (await query.count().get()).data().count;
}

async function main(): Promise<void> {
  const started = Date.now();
  let args: SeedArgs;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    fail((error as Error).message);
  }

  const hosts = applyEmulatorDefaults(process.env);
  const problems = nonLocalEmulatorProblems(hosts);
  if (problems.length > 0)
    fail(`refusing to seed: ${problems.join('; ')}. The seed only writes to local emulators.`);
  const unreachable = await unreachableEmulators(hosts);
  if (unreachable.length > 0) {
    fail(`cannot reach the ${unreachable.join(' and the ')}. Start them first: npm run emulators`);
  }

  const { db, auth, close } = connectAdmin();
  try {
    const authResult = await seedAuthUsers(auth);
    for (const replaced of authResult.replaced)
      say(`replaced an app-registered account holding ${replaced}`);

    const dataset = buildDemoDataset();
    const docs = demoDatasetDocs(dataset);
    const written = await writeDocs(db, docs);

    const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
    let bench: BenchResult | null = null;
    if (args.briefs !== null) {
      const benchStarted = Date.now();
      bench = await seedBenchBriefs(db, args.briefs, say);
      say(
        `bench briefs: ${bench.written} written, ${bench.deleted} removed in ${seconds(benchStarted)} s`,
      );
    }
    let benchInfluencers: BenchResult | null = null;
    if (args.influencers !== null) {
      const benchStarted = Date.now();
      benchInfluencers = await seedBenchInfluencers(db, args.influencers, say);
      say(
        `bench influencers: ${benchInfluencers.written} written, ${benchInfluencers.deleted} removed in ${seconds(benchStarted)} s`,
      );
    }

    const stateCounts = BRIEF_STATES.map(
      (s) => `${dataset.briefs.filter((b) => briefState(b) === s).length} ${s}`,
    );
    const [briefsNow, benchNow, usersNow, influencersNow, benchInfluencersNow] = await Promise.all([
      countDocs(db, 'briefs'),
      countDocs(db, 'briefs', BENCH_BRIEF_PREFIX),
      countDocs(db, 'Users'),
      countDocs(db, 'Influencers'),
      countDocs(db, 'Influencers', BENCH_INFLUENCER_PREFIX),
    ]);
    const count = (docs: readonly { path: string }[], prefix: string) =>
      docs.filter((d) => d.path.startsWith(prefix)).length;
    const directoryInfluencers = dataset.directoryDocs
      .filter((d) => d.path.startsWith('Influencers/'))
      .map((d) => d.data);

    console.log('');
    say(
      `seeded project ${PROJECT_ID} (Firestore ${hosts.FIRESTORE_EMULATOR_HOST}, Auth ${hosts.FIREBASE_AUTH_EMULATOR_HOST})`,
    );
    say(
      `  auth accounts        ${demoAccounts.length} (${authResult.created} created, ${authResult.updated} updated)`,
    );
    say(
      `  Users/Influencers/Brands ${count(dataset.profileDocs, 'Users/')}/${count(dataset.profileDocs, 'Influencers/')}/${count(dataset.profileDocs, 'Brands/')} for the demo logins`,
    );
    say(
      `  directory            ${directoryInfluencers.length} influencers (${directoryInfluencers.filter((d) => d.isApproved === false).length} unapproved, ${directoryInfluencers.filter((d) => d.imitatorAgencyUID !== '').length} agency-managed), ${count(dataset.directoryDocs, 'Brands/')} brands`,
    );
    say(`  demo briefs          ${dataset.briefs.length} (${stateCounts.join(', ')})`);
    say(`  bidders              ${dataset.biddersDocs.length}`);
    // A chat document's path has two segments; its messages' paths have more.
    const chats = (docs: readonly { path: string }[]) => {
      const threads = docs.filter((d) => d.path.split('/').length === 2).length;
      return `${threads} (${docs.length - threads} messages)`;
    };
    say(`  project chats        ${chats(dataset.conversationDocs)}`);
    say(`  brief chats          ${chats(dataset.briefChatDocs)}`);
    say(`  support threads      ${chats(dataset.supportDocs)}`);
    say(`  notifications        ${dataset.notificationDocs.length}`);
    say(
      `  documents written    ${written + (bench?.written ?? 0) + 2 * (benchInfluencers?.written ?? 0)}`,
    );
    say(
      `  now in Firestore     briefs ${briefsNow} (bench ${benchNow}), Users ${usersNow}, Influencers ${influencersNow} (bench ${benchInfluencersNow})`,
    );
    say(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    say('demo logins: README.md or scripts/seed/accounts.ts (npm start prints them)');
  } finally {
    await close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) =>
    fail(
      `seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    ),
);
