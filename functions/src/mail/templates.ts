// What each mail and push says (issue 23): a template (stored in the delivery log, so a retry
// sends the same news) rendered in the reader's language (tr first, en, es; texts/) into the
// one layout (layout.ts).
import {
  EVENT_OF_NOTIFICATION_TYPE,
  TRANSACTIONAL_EVENTS,
  type MailLanguage,
} from '../shared/outreach';
import { PAYMENT_KDV_RATE_BP } from '../shared/plans';
import { layOut, type MailFooter } from './layout';
import { PRODUCT_NAME } from '../shared/company';
import { en } from './texts/en';
import { es } from './texts/es';
import { tr } from './texts/tr';
import type {
  KnownNotificationType,
  MailContent,
  MailTexts,
  NotificationFields,
} from './texts/types';

export type MailTemplate =
  | { kind: 'notification'; type: string; message: string; emailData: Record<string, string> }
  | { kind: 'chatDigest'; senderName: string; chatTitle: string; count: number; preview: string }
  | { kind: 'marketing'; subject: string; body: string };

export const MAIL_TEXTS: Readonly<Record<MailLanguage, MailTexts>> = { tr, en, es };

const isKnownType = (type: string, texts: MailTexts): type is KnownNotificationType =>
  Object.prototype.hasOwnProperty.call(texts.notifications, type);

/** Whole lira as people read them: '4.000 TL' (tr), '4,000 TL' (en). */
export function liraText(lira: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(lira)} TL`;
}

/** Kuruş as lira with the kuruş: 179880 → '1.798,80 TL' (tr). */
export function kurusText(kurus: number, locale: string): string {
  const lira = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(kurus / 100);
  return `${lira} TL`;
}

const integerOf = (value: string): number | null => (/^\d+$/.test(value) ? Number(value) : null);

/** newOffer's price: formatted, or null for interest in a barter ('0' or nothing). */
function priceOf(value: string, locale: string): string | null {
  const lira = integerOf(value);
  if (lira === null) return value || null;
  return lira === 0 ? null : liraText(lira, locale);
}

const kurusOf = (value: string, locale: string): string => {
  const kurus = integerOf(value);
  return kurus === null ? '' : kurusText(kurus, locale);
};

function notificationFields(
  template: Extract<MailTemplate, { kind: 'notification' }>,
  texts: MailTexts,
): NotificationFields {
  const data = template.emailData;
  const field = (key: string) => (typeof data[key] === 'string' ? data[key].trim() : '');
  const title = field('briefTitle');
  const plan = field('plan');
  return {
    message: template.message.trim(),
    storedSubject: field('subject'),
    name: field('name'),
    quotedTitle: texts.quote(title || texts.untitled),
    price: priceOf(field('price'), texts.locale),
    amount: field('amount'),
    text: field('text'),
    plan: texts.plans[plan] ?? plan,
    net: kurusOf(field('net'), texts.locale),
    kdv: kurusOf(field('kdv'), texts.locale),
    gross: kurusOf(field('gross'), texts.locale),
    kdvRate: new Intl.NumberFormat(texts.locale, { maximumFractionDigits: 2 }).format(
      PAYMENT_KDV_RATE_BP / 100,
    ),
  };
}

/** What the mail says, in `language`. */
export function mailContent(template: MailTemplate, language: MailLanguage): MailContent {
  const texts = MAIL_TEXTS[language];
  switch (template.kind) {
    case 'notification': {
      if (isKnownType(template.type, texts))
        return texts.notifications[template.type](notificationFields(template, texts));
      // A type without a mail of its own: its stored subject and message.
      const stored = template.emailData.subject;
      const subject = (typeof stored === 'string' && stored.trim()) || PRODUCT_NAME;
      return {
        subject,
        heading: subject,
        paragraphs: template.message.trim() ? [template.message.trim()] : [],
        button: texts.unknownButton,
      };
    }
    case 'chatDigest':
      return texts.chatDigest({
        senderName: template.senderName.trim(),
        quotedTitle: template.chatTitle.trim() ? texts.quote(template.chatTitle.trim()) : '',
        count: template.count,
        preview: template.preview,
      });
    case 'marketing':
      return {
        subject: template.subject,
        heading: template.subject,
        paragraphs: template.body
          .split(/\r?\n\s*\r?\n/)
          .map((part) => part.trim())
          .filter(Boolean),
        button: texts.marketingButton,
      };
  }
}

/** Payments and invoices: sent whatever the preferences, with no unsubscribe link. */
export function isTransactional(template: MailTemplate): boolean {
  if (template.kind !== 'notification') return false;
  const event = EVENT_OF_NOTIFICATION_TYPE[template.type];
  return event !== undefined && TRANSACTIONAL_EVENTS.includes(event);
}

function footerOf(
  template: MailTemplate,
  texts: MailTexts,
  unsubscribe: string | null,
): MailFooter {
  const { layout } = texts;
  if (template.kind === 'marketing')
    return {
      why: layout.marketingWhy,
      unsubscribe: unsubscribe ? { url: unsubscribe, label: layout.marketingUnsubscribe } : null,
    };
  return {
    why: isTransactional(template) ? layout.transactionalWhy : layout.preferenceWhy,
    unsubscribe: unsubscribe ? { url: unsubscribe, label: layout.unsubscribe } : null,
  };
}

export function renderMail(
  template: MailTemplate,
  language: MailLanguage,
  links: { open: string; unsubscribe: string | null },
): { subject: string; text: string; html: string } {
  const texts = MAIL_TEXTS[language];
  const content = mailContent(template, language);
  const { html, text } = layOut(content, {
    open: links.open,
    linkHint: texts.layout.linkHint,
    footer: footerOf(template, texts, links.unsubscribe),
    lang: language,
  });
  return { subject: content.subject, text, html };
}

const PUSH_TITLE_MAX = 80;
const PUSH_BODY_MAX = 180;

const shortened = (value: string, max: number): string =>
  value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`;

/** A push's short title and body: the mail's subject and its first words. */
export function renderPush(
  template: MailTemplate,
  language: MailLanguage,
): { title: string; body: string } {
  const content = mailContent(template, language);
  const words = [...content.paragraphs, content.quote ?? ''].join(' ').replace(/\s+/g, ' ').trim();
  return {
    title: shortened(content.subject, PUSH_TITLE_MAX),
    body: shortened(words || content.heading, PUSH_BODY_MAX),
  };
}
