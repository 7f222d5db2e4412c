// The one mail layout (issue 23): a header with the product's name, the heading, the body, a
// button that opens the app, and a footer saying why the mail comes (with the unsubscribe link
// when there is one). Inline styles only and tables for the frame, because mail programs drop
// <style> blocks and flexbox. The plain-text part says the same, with every link written out.
// Every text is plain and escaped here: nothing a user typed can become markup.
import type { MailContent } from './texts/types';
import { COMPANY, PRODUCT_NAME } from '../shared/company';

export type MailFooter = {
  /** Why she gets this mail. */
  why: string;
  /** The unsubscribe link and its label, when the mail has one. */
  unsubscribe: { url: string; label: string } | null;
};

export type LaidOutMail = { text: string; html: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/** Escaped, with the line breaks a person typed kept. */
const escapedLines = (value: string): string => escapeHtml(value).replace(/\r?\n/g, '<br>');

const BRAND = '#145388';
const INK = '#212529';
const MUTED = '#5c636a';
const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif;";

const paragraph = (value: string) =>
  `<p style="margin:0 0 16px;${FONT}font-size:16px;line-height:24px;color:${INK};">${escapedLines(value)}</p>`;

const quoteBlock = (value: string) =>
  `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND};background:#eef3f8;${FONT}font-size:15px;line-height:22px;color:${INK};">${escapedLines(value)}</blockquote>`;

function factsTable(facts: [string, string][]): string {
  const rows = facts
    .map(
      ([label, value], index) =>
        `<tr><td style="padding:8px 0;${index === facts.length - 1 ? 'font-weight:bold;' : ''}border-top:1px solid #dee2e6;${FONT}font-size:15px;color:${INK};">${escapeHtml(label)}</td><td align="right" style="padding:8px 0;${index === facts.length - 1 ? 'font-weight:bold;' : ''}border-top:1px solid #dee2e6;${FONT}font-size:15px;color:${INK};white-space:nowrap;">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">${rows}</table>`;
}

const button = (url: string, label: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background:${BRAND};"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a></td></tr></table>`;

const small = (inner: string) =>
  `<p style="margin:0 0 8px;${FONT}font-size:12px;line-height:18px;color:${MUTED};">${inner}</p>`;

const link = (url: string, label: string) =>
  `<a href="${escapeHtml(url)}" style="color:${BRAND};text-decoration:underline;">${escapeHtml(label)}</a>`;

const companyLine = `${COMPANY.name} · ${COMPANY.address}`;

function htmlOf(
  content: MailContent,
  open: string,
  linkHint: string,
  footer: MailFooter,
  lang: string,
): string {
  const body = [
    `<h1 style="margin:0 0 16px;${FONT}font-size:22px;line-height:30px;color:${INK};">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map(paragraph),
    content.quote ? quoteBlock(content.quote) : '',
    content.facts?.length ? factsTable(content.facts) : '',
    ...(content.after ?? []).map(paragraph),
    button(open, content.button),
    small(`${escapeHtml(linkHint)}<br>${link(open, open)}`),
  ].join('');
  const foot = [
    small(escapeHtml(footer.why)),
    footer.unsubscribe ? small(link(footer.unsubscribe.url, footer.unsubscribe.label)) : '',
    small(escapeHtml(companyLine)),
  ].join('');
  const preheader = content.paragraphs[0] ?? content.heading;
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f1f3f5;">',
    `<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preheader)}</div>`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;"><tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #dee2e6;border-radius:8px;">',
    `<tr><td style="padding:16px 28px;background:${BRAND};border-radius:8px 8px 0 0;${FONT}font-size:18px;font-weight:bold;color:#ffffff;">${escapeHtml(PRODUCT_NAME)}</td></tr>`,
    `<tr><td style="padding:28px 28px 8px;">${body}</td></tr>`,
    `<tr><td style="padding:16px 28px 20px;border-top:1px solid #dee2e6;">${foot}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

function textOf(content: MailContent, open: string, footer: MailFooter): string {
  const blocks = [
    PRODUCT_NAME,
    content.heading,
    ...content.paragraphs,
    content.quote
      ? content.quote
          .split(/\r?\n/)
          .map((line) => `> ${line}`)
          .join('\n')
      : '',
    (content.facts ?? []).map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(content.after ?? []),
    `${content.button}: ${open}`,
    '--',
    footer.why,
    footer.unsubscribe ? `${footer.unsubscribe.label}: ${footer.unsubscribe.url}` : '',
    companyLine,
  ];
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

/** The mail's HTML and plain-text parts. */
export function layOut(
  content: MailContent,
  options: { open: string; linkHint: string; footer: MailFooter; lang: string },
): LaidOutMail {
  return {
    html: htmlOf(content, options.open, options.linkHint, options.footer, options.lang),
    text: textOf(content, options.open, options.footer),
  };
}
