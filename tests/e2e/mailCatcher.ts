// The local mail catcher's API (maildev, started beside the emulators by scripts/emulators.mjs):
// what the functions "sent", read as a mailbox would see it.
const catcher = process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:1080';

export type CaughtMail = {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  headers: Record<string, string>;
  attachments?: { filename: string; contentType: string }[];
};

/** Every mail the catcher holds for `address`, oldest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${catcher}/api/email`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter((mail) =>
    mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
  );
}

/** The first link in the mail's plain-text part that leads to `path` (e.g. /app/briefDetail). */
export function linkIn(mail: CaughtMail, path: string): URL {
  const found = mail.text
    .match(/https?:\/\/[^\s<>"]+/g)
    ?.map((href) => new URL(href))
    .find((url) => url.pathname === path);
  if (!found) throw new Error(`no ${path} link in "${mail.subject}"`);
  return found;
}

/** The mail as it arrived, headers and all (the list view keeps only a few headers). */
export async function sourceOf(mail: CaughtMail): Promise<string> {
  const response = await fetch(`${catcher}/api/email/${mail.id}/source`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return response.text();
}
