#!/usr/bin/env node
// `npm run deploy`: builds the app and deploys Firestore rules and indexes, the functions,
// the Storage rules and Hosting to the Firebase project the env names (README, "Deploy to your
// Firebase project"). Refuses a demo- project, the emulator build and an incomplete env, and
// says what is missing.
//
//   npm run deploy                          build and deploy everything
//   npm run deploy -- --dry-run             check the env and print the plan; runs nothing
//   npm run deploy -- --only hosting,functions
//   npm run deploy -- --project my-project  must equal VITE_FIREBASE_PROJECT_ID
//
// The app's env is Vite's, for the production build (.env, .env.production, .env*.local and
// the shell's VITE_* variables); the functions' is functions/.env and functions/.env.<project>,
// as firebase-tools reads it. Hosting's headers are computed for this env by
// scripts/hosting/headers.mjs into firebase.deploy.json (git-ignored), which is what deploys.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import {
  FUNCTIONS_REGION,
  HostingConfigError,
  hostingConfig,
  hostingInputFromEnv,
  inlineHashesOf,
  withHosting,
} from './hosting/headers.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEPLOY_CONFIG = 'firebase.deploy.json';
/** What `firebase deploy --only` takes, in the order they deploy. */
export const SERVICES = ['firestore', 'functions', 'storage', 'hosting'];
/** The app's variables a real project needs: the list src/config/env.ts checks at start-up. */
export const REQUIRED_APP_ENV = JSON.parse(
  readFileSync(join(root, 'src/config/projectEnvKeys.json'), 'utf8'),
);
const IYZICO_ENV = ['IYZIPAY_API_KEY', 'IYZIPAY_SECRET_KEY', 'IYZIPAY_BASE_URL'];

const say = (line) => console.log(`[deploy] ${line}`);

export function parseArgs(argv) {
  const args = { dryRun: false, project: null, only: [...SERVICES], problems: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => (arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i]);
    if (arg === '--dry-run' || arg === '--print') args.dryRun = true;
    else if (arg.startsWith('--project')) args.project = value()?.trim() || null;
    else if (arg.startsWith('--only')) {
      args.only = (value() ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const unknown = args.only.filter((name) => !SERVICES.includes(name));
      if (unknown.length > 0 || args.only.length === 0) {
        args.problems.push(`--only takes some of ${SERVICES.join(', ')} (got "${unknown}")`);
      }
    } else args.problems.push(`unknown option ${arg}`);
  }
  return args;
}

const text = (env, name) => (typeof env[name] === 'string' ? env[name].trim() : '');
const listed = (value) =>
  value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** The URL iyzico's page posts the result to (functions/src/payment/payment.ts paymentBaseUrlFrom). */
export function paymentCallbackUrl(projectId, functionsEnv) {
  const base =
    text(functionsEnv, 'PAYMENT_BASE_URL').replace(/\/+$/, '') ||
    `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net/payment`;
  return `${base}/callback`;
}

/**
 * @typedef {{ kind: 'run' | 'write', label: string, command?: string[], file?: string }} DeployStep
 * @typedef {{ ok: true, project: string, steps: DeployStep[], notes: string[], callbackUrl: string,
 *   hosting: ReturnType<typeof hostingConfig> }} DeployPlan
 */

/**
 * Checks the env and returns the plan, or the problems that stop it. Pure: the caller reads
 * the files and runs the steps.
 *
 * @param {{ appEnv: Record<string, string | undefined>, functionsEnv: Record<string, string>,
 *   args: ReturnType<typeof parseArgs>, indexHtml: string }} input
 * @returns {DeployPlan | { ok: false, problems: string[] }}
 */
export function planDeploy({ appEnv, functionsEnv, args, indexHtml }) {
  const problems = [...args.problems];
  const notes = [];
  const envProject = text(appEnv, 'VITE_FIREBASE_PROJECT_ID');
  const project = args.project ?? envProject;

  if (!project) {
    problems.push('no project: set VITE_FIREBASE_PROJECT_ID in .env.production (or .env.local)');
  } else if (project.startsWith('demo-')) {
    problems.push(`"${project}" is a demo- project: it exists only in the emulators`);
  } else if (args.project && envProject && args.project !== envProject) {
    problems.push(
      `--project ${args.project} differs from VITE_FIREBASE_PROJECT_ID ${envProject}: the app would be built for the other one`,
    );
  }
  if (!['false', '0'].includes(text(appEnv, 'VITE_USE_EMULATORS'))) {
    problems.push('VITE_USE_EMULATORS must be false: the build would talk to the local emulators');
  }
  const missing = REQUIRED_APP_ENV.filter((name) => !text(appEnv, name));
  if (missing.length > 0) problems.push(`missing in the app's env: ${missing.join(', ')}`);

  let hosting = null;
  try {
    hosting = hostingConfig(hostingInputFromEnv(appEnv), {
      inlineHashes: inlineHashesOf(indexHtml),
    });
  } catch (error) {
    if (!(error instanceof HostingConfigError)) throw error;
    problems.push(error.message);
  }

  // The functions' env (functions/.env.<project>): nothing here may fake a payment.
  if (text(functionsEnv, 'PAYMENT_PROVIDER') === 'local') {
    problems.push(
      'PAYMENT_PROVIDER=local in the functions env: the test checkout would accept test cards as payments',
    );
  }
  const secrets = listed(text(functionsEnv, 'FUNCTIONS_SECRETS'));
  for (const name of secrets.filter((secret) => text(functionsEnv, secret))) {
    problems.push(`${name} is listed in FUNCTIONS_SECRETS and also set in the functions' .env`);
  }
  const appCheckKey = text(appEnv, 'VITE_APP_CHECK_SITE_KEY');
  const enforce = text(functionsEnv, 'APP_CHECK_ENFORCE') === 'true';
  if (enforce && !appCheckKey) {
    problems.push(
      'APP_CHECK_ENFORCE=true but VITE_APP_CHECK_SITE_KEY is empty: the functions would refuse the app',
    );
  }
  if (appCheckKey && !enforce) {
    notes.push('App Check is on in the app; the functions do not enforce it (APP_CHECK_ENFORCE)');
  }
  const iyzicoMissing = IYZICO_ENV.filter(
    (name) => !text(functionsEnv, name) && !secrets.includes(name),
  );
  if (iyzicoMissing.length > 0) {
    notes.push(`payments will fail until these are set: ${iyzicoMissing.join(', ')}`);
  }
  if (!text(functionsEnv, 'APP_URL')) {
    notes.push(`APP_URL is unset: after paying, users return to https://${project}.web.app`);
  }

  if (problems.length > 0) return { ok: false, problems };

  const firebase = 'node_modules/.bin/firebase';
  const steps = [];
  if (args.only.includes('hosting')) {
    steps.push({ kind: 'run', label: 'build the app', command: ['npm', 'run', 'build'] });
  }
  steps.push({
    kind: 'write',
    label: `write ${DEPLOY_CONFIG}: firebase.json with this env's Hosting headers`,
    file: DEPLOY_CONFIG,
  });
  steps.push({
    kind: 'run',
    label: `deploy ${args.only.join(', ')}`,
    command: [
      firebase,
      'deploy',
      '--project',
      project,
      '--config',
      DEPLOY_CONFIG,
      '--only',
      args.only.join(','),
    ],
  });
  return {
    ok: true,
    project,
    steps,
    hosting,
    notes,
    callbackUrl: paymentCallbackUrl(project, functionsEnv),
  };
}

/** functions/.env then functions/.env.<project>, the later winning, as firebase-tools loads them. */
export function readFunctionsEnv(project) {
  const env = {};
  for (const name of ['.env', `.env.${project}`]) {
    const path = join(root, 'functions', name);
    if (existsSync(path)) Object.assign(env, parseEnv(readFileSync(path, 'utf8')));
  }
  return env;
}

function builtOrSourceHtml() {
  const built = join(root, 'dist/index.html');
  return readFileSync(existsSync(built) ? built : join(root, 'index.html'), 'utf8');
}

function printPlan(plan) {
  say(`project: ${plan.project}`);
  plan.steps.forEach((step, i) =>
    say(`${i + 1}. ${step.label}${step.command ? `: ${step.command.join(' ')}` : ''}`),
  );
  const csp = plan.hosting.headers[0].headers.find((h) => h.key === 'Content-Security-Policy');
  say(`Content-Security-Policy: ${csp.value}`);
  say(`iyzico callback URL: ${plan.callbackUrl}`);
  for (const note of plan.notes) say(`note: ${note}`);
}

function run(command) {
  const [bin, ...rest] = command;
  const result = spawnSync(bin, rest, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

async function main(argv) {
  const args = parseArgs(argv);
  const { loadEnv } = await import('vite');
  const appEnv = loadEnv('production', root, 'VITE_');
  const project = args.project ?? appEnv.VITE_FIREBASE_PROJECT_ID ?? '';
  const input = { appEnv, functionsEnv: readFunctionsEnv(project), args };
  const plan = planDeploy({ ...input, indexHtml: builtOrSourceHtml() });
  if (!plan.ok) {
    for (const problem of plan.problems) console.error(`[deploy] refused: ${problem}`);
    console.error('[deploy] see README, "Deploy to your Firebase project"');
    return 1;
  }
  printPlan(plan);
  if (args.dryRun) {
    say('dry run: nothing was built, written or deployed');
    return 0;
  }
  for (const step of plan.steps) {
    say(step.label);
    if (step.kind === 'write') {
      // After the build: the headers carry the hashes of the built index.html's inline blocks.
      const final = planDeploy({ ...input, indexHtml: builtOrSourceHtml() });
      const config = withHosting(
        JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')),
        final.hosting,
      );
      writeFileSync(join(root, step.file), `${JSON.stringify(config, null, 2)}\n`);
      continue;
    }
    const status = run(step.command);
    if (status !== 0) {
      console.error(`[deploy] failed: ${step.command.join(' ')} (exit ${status})`);
      return status;
    }
  }
  say(`done: https://${plan.project}.web.app`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
