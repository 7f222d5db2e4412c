// The functions' SMTP connection (issue 23), configured by env (README "E-mail"):
//
//   SMTP_HOST, SMTP_PORT     the server; on the emulators 127.0.0.1:1025 (maildev) unless set
//   SMTP_USER, SMTP_PASSWORD its login, when it wants one (SMTP_PASSWORD may be a secret)
//   SMTP_SECURE=true         TLS from the first byte (port 465); otherwise STARTTLS if offered
//   MAIL_FROM                the sender, e.g. `Influencer Pazaryeri <bildirim@example.com>`
//
// Outside the emulators a missing SMTP_HOST or MAIL_FROM gives a mailer whose every send throws:
// the delivery log then records the mail as retrying and at last failed, never silently lost.
import { createTransport, type Transporter } from 'nodemailer';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
};

export type Mailer = { send(message: MailMessage): Promise<void> };

/** The sender on the emulators, where mails land in the local catcher. */
export const EMULATOR_MAIL_FROM = 'Influencer Pazaryeri <bildirim@localhost>';
export const EMULATOR_SMTP = { host: '127.0.0.1', port: 1025 } as const;

/** A connection that takes too long fails the attempt, which is retried later. */
const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export type SmtpSettings = {
  host: string;
  port: number;
  secure: boolean;
  auth: { user: string; pass: string } | null;
  from: string;
};

const trimmed = (value: string | undefined): string => value?.trim() ?? '';

/** The SMTP settings env gives, or why there are none. */
export function smtpSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): SmtpSettings | { missing: string } {
  const emulator = env.FUNCTIONS_EMULATOR === 'true';
  const host = trimmed(env.SMTP_HOST) || (emulator ? EMULATOR_SMTP.host : '');
  if (!host) return { missing: 'SMTP_HOST is not set in the functions environment' };
  const from = trimmed(env.MAIL_FROM) || (emulator ? EMULATOR_MAIL_FROM : '');
  if (!from) return { missing: 'MAIL_FROM is not set in the functions environment' };
  const secure = trimmed(env.SMTP_SECURE) === 'true';
  const port =
    Number(trimmed(env.SMTP_PORT)) ||
    (emulator && !trimmed(env.SMTP_HOST) ? EMULATOR_SMTP.port : secure ? 465 : 587);
  const user = trimmed(env.SMTP_USER);
  return {
    host,
    port,
    secure,
    auth: user ? { user, pass: env.SMTP_PASSWORD ?? '' } : null,
    from,
  };
}

/** Nodemailer takes the Message-ID as an option of its own, not as a header. */
function splitMessageId(headers: Record<string, string>) {
  const rest: Record<string, string> = {};
  let messageId: string | undefined;
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'message-id') messageId = value;
    else rest[name] = value;
  }
  return { messageId, headers: rest };
}

/** A mailer that sends through SMTP as env says; the connection is opened on first use. */
export function mailerFromEnv(env: NodeJS.ProcessEnv = process.env): Mailer {
  const settings = smtpSettingsFromEnv(env);
  if ('missing' in settings) {
    return {
      send: () => Promise.reject(new Error(`mail not sent: ${settings.missing}`)),
    };
  }
  let transporter: Transporter | null = null;
  return {
    async send(message) {
      transporter ??= createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        ...(settings.auth ? { auth: settings.auth } : {}),
        ...TIMEOUTS_MS,
      });
      const { messageId, headers } = splitMessageId(message.headers);
      await transporter.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers,
        ...(messageId ? { messageId } : {}),
        attachments: message.attachments.map((attachment) => ({ ...attachment })),
      });
    },
  };
}
