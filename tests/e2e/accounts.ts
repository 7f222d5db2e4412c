// Account helpers for the journeys: the seeded demo logins, signing in through the form, and
// the Auth emulator's out-of-band mail codes.
import type { Page } from 'playwright-core';
import { demoAccounts, type DemoRole } from '../../scripts/seed/accounts';
import { eventually, pathOf } from './browser';

const authEmulator = 'http://127.0.0.1:9099';
const projectId = 'demo-influencer';

export function demo(role: DemoRole) {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account;
}

/**
 * Signs in through the login form and waits until the app area opens (or `landing`, e.g. the
 * profile-completion step of an account that has no public profile yet).
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  landing = '/app',
): Promise<void> {
  await page.goto('/user/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Parola').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await eventually(async () => pathOf(page).startsWith(landing), true, `signed in as ${email}`);
}

type OobCode = { email: string; requestType: string; oobCode: string; oobLink: string };

/** The newest mail link of a kind the Auth emulator "sent" to this address. */
export async function mailLink(email: string, requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET') {
  const response = await fetch(`${authEmulator}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === requestType).pop();
  if (!code) throw new Error(`no ${requestType} mail for ${email}`);
  return new URL(code.oobLink);
}

/** Signs out through the user menu and waits for the sign-in page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await eventually(async () => pathOf(page), '/user/login', 'signed out');
}
