// The mails' texts and layout (functions/src/mail, issue 23): Turkish first with the figures as
// people read them, every interpolated value escaped, the plain-text part with its links
// written out, the footer's reason and unsubscribe link, the push's short form, the invoice
// PDF, and the SMTP settings env gives. Pure: no emulator needed, but run with the mail tests.
import { describe, expect, it } from 'vitest';
import { invoicePdfBytes } from '../../functions/src/mail/invoicePdf';
import { renderMail, renderPush, type MailTemplate } from '../../functions/src/mail/templates';
import { mailerFromEnv, smtpSettingsFromEnv } from '../../functions/src/mail/transport';

const OPEN = 'https://app.test/app/briefDetail?briefId=b1&x=1';
const UNSUBSCRIBE = 'https://fn.test/unsubscribe?u=u1&e=newOffer&s=abc';

const notification = (
  type: string,
  emailData: Record<string, string>,
  message = '',
): MailTemplate => ({ kind: 'notification', type, message, emailData });

const newOffer = (price: string, briefTitle = 'Yaz Koleksiyonu Lansmanı') =>
  notification('newOffer', {
    subject: 'Yeni teklif',
    name: 'Ayşe Yılmaz',
    briefId: 'b1',
    briefTitle,
    price,
  });

const links = { open: OPEN, unsubscribe: UNSUBSCRIBE };

describe('newOffer', () => {
  it('says the price as "4.000 TL" and names the brief, in Turkish', () => {
    const mail = renderMail(newOffer('4000'), 'tr', links);
    expect(mail.subject).toBe('Yeni teklif: "Yaz Koleksiyonu Lansmanı" için 4.000 TL');
    expect(mail.text).toContain(
      'Ayşe Yılmaz, "Yaz Koleksiyonu Lansmanı" projenize 4.000 TL (KDV hariç) teklif verdi.',
    );
    expect(mail.html).toContain('4.000 TL');
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toContain('Teklifi incele');
  });

  it('words a price of 0 as interest in a barter', () => {
    const mail = renderMail(newOffer('0'), 'tr', links);
    expect(mail.subject).toContain('ürün karşılığı iş birliği');
    expect(mail.text).toContain('ürün karşılığı (barter) iş birliği yapmak istiyor');
    expect(mail.text).not.toContain('0 TL');
  });

  it('formats the price for English and Spanish readers too', () => {
    expect(renderMail(newOffer('12500'), 'en', links).subject).toBe(
      'New offer: 12,500 TL for "Yaz Koleksiyonu Lansmanı"',
    );
    expect(renderMail(newOffer('12500'), 'es', links).subject).toBe(
      'Nueva oferta: 12.500 TL para «Yaz Koleksiyonu Lansmanı»',
    );
  });
});

describe('the layout', () => {
  it('escapes every value people typed, in the HTML part', () => {
    const mail = renderMail(newOffer('100', '<img src=x onerror=alert(1)> & "Yaz"'), 'tr', links);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Yaz&quot;');
    // The plain-text part is text: kept as written.
    expect(mail.text).toContain('<img src=x onerror=alert(1)> & "Yaz"');
  });

  it('escapes the links in attributes and writes them out in the text part', () => {
    const mail = renderMail(newOffer('100'), 'tr', links);
    expect(mail.html).toContain('href="https://app.test/app/briefDetail?briefId=b1&amp;x=1"');
    expect(mail.text).toContain(`Teklifi incele: ${OPEN}`);
    expect(mail.text).toContain(`Bu tür e-postaları almak istemiyorum: ${UNSUBSCRIBE}`);
    expect(mail.html).toContain('href="https://fn.test/unsubscribe?u=u1&amp;e=newOffer&amp;s=abc"');
  });

  it('says why a notification mail comes; a transactional one says it comes anyway', () => {
    const offer = renderMail(newOffer('100'), 'tr', links);
    expect(offer.text).toContain('bildirim tercihlerinde bu bildirim açık olduğu için');
    const payment = renderMail(
      notification(
        'paymentUpdate',
        { subject: 'Ödeme aktarıldı', briefTitle: 'Kış' },
        'Aktarıldı.',
      ),
      'tr',
      { open: OPEN, unsubscribe: null },
    );
    expect(payment.text).toContain('bildirim tercihlerinizden bağımsız olarak gönderilir');
    expect(payment.text).not.toContain('almak istemiyorum');
    expect(payment.html).not.toContain('unsubscribe');
  });

  it('keeps the Turkish letters as they are', () => {
    const mail = renderMail(
      notification('briefVerified', { briefTitle: 'İğneada Şığ Çağrı' }),
      'tr',
      links,
    );
    expect(mail.subject).toBe('Projeniz onaylandı: "İğneada Şığ Çağrı"');
    expect(mail.html).toContain('İğneada Şığ Çağrı');
  });
});

describe('each notification type', () => {
  it('invoicePaid shows net, KDV and gross in lira from kuruş', () => {
    const mail = renderMail(
      notification('invoicePaid', {
        subject: 'Faturanız',
        paymentId: 'p1',
        plan: 'business',
        net: '149900',
        kdv: '29980',
        gross: '179880',
      }),
      'tr',
      { open: OPEN, unsubscribe: null },
    );
    expect(mail.subject).toBe('Faturanız: Business planı, 1.798,80 TL');
    expect(mail.text).toContain('Tutar (KDV hariç): 1.499,00 TL');
    expect(mail.text).toContain('KDV (%20): 299,80 TL');
    expect(mail.text).toContain('Genel toplam: 1.798,80 TL');
    expect(mail.text).toContain('ekinde PDF olarak');
  });

  it('collaborationUpdate tells the stored message in Turkish, a general line elsewhere', () => {
    const template = notification(
      'collaborationUpdate',
      { subject: 'Yeni taslak', briefTitle: 'Bahar', name: 'Marka' },
      'Ayşe, "Bahar" için 2. taslağı gönderdi.',
    );
    const turkish = renderMail(template, 'tr', links);
    expect(turkish.subject).toBe('Yeni taslak: "Bahar"');
    expect(turkish.text).toContain('Ayşe, "Bahar" için 2. taslağı gönderdi.');
    const english = renderMail(template, 'en', links);
    expect(english.text).toContain('There is a new step in your collaboration on "Bahar".');
    expect(english.text).not.toContain('taslağı');
  });

  it('supportAnswer quotes the answer, line breaks kept', () => {
    const mail = renderMail(
      notification('supportAnswer', { subject: 'Yanıt', text: 'Merhaba,\nhesabınız açıldı.' }),
      'tr',
      links,
    );
    expect(mail.subject).toBe('Destek talebiniz yanıtlandı');
    expect(mail.text).toContain('> Merhaba,\n> hesabınız açıldı.');
    expect(mail.html).toContain('Merhaba,<br>hesabınız açıldı.');
  });

  it.each([
    ['projectAccepted', 'Teklifiniz kabul edildi: "T"'],
    ['offerDeclined', 'Teklifiniz kabul edilmedi: "T"'],
    ['earningsAdded', 'Hakedişiniz güncellendi: ₺1.000,00'],
    ['newProject', 'Onay bekleyen yeni proje: "T"'],
    ['paymentUpdate', 'Ödeme iade edildi: "T"'],
  ])('%s has its own Turkish subject', (type, subject) => {
    const template = notification(type, {
      subject: 'Ödeme iade edildi',
      name: 'Deniz',
      briefTitle: 'T',
      amount: '₺1.000,00',
    });
    expect(renderMail(template, 'tr', links).subject).toBe(subject);
  });

  it('an unknown type uses its stored subject and message', () => {
    const mail = renderMail(
      notification('somethingNew', { subject: 'Duyuru' }, 'Yeni bir özellik var.'),
      'tr',
      links,
    );
    expect(mail.subject).toBe('Duyuru');
    expect(mail.text).toContain('Yeni bir özellik var.');
  });
});

describe('the chat digest and marketing', () => {
  it('counts the unread messages and quotes the preview', () => {
    const mail = renderMail(
      { kind: 'chatDigest', senderName: 'Ece', chatTitle: 'Kış', count: 3, preview: 'Selam!' },
      'tr',
      links,
    );
    expect(mail.subject).toBe('Ece size 3 yeni mesaj gönderdi');
    expect(mail.text).toContain('Ece, "Kış" sohbetinde size 3 mesaj yazdı:');
    expect(mail.text).toContain('> Selam!');
  });

  it('marketing: the body in paragraphs, the marketing reason and opt-out', () => {
    const mail = renderMail(
      { kind: 'marketing', subject: 'Bahar fırsatları', body: 'Birinci.\n\nİkinci.' },
      'tr',
      links,
    );
    expect(mail.subject).toBe('Bahar fırsatları');
    expect(mail.html).toContain('>Birinci.</p>');
    expect(mail.html).toContain('>İkinci.</p>');
    expect(mail.text).toContain('pazarlama iletileri almaya onay verdiğiniz için');
    expect(mail.text).toContain(`Pazarlama e-postalarından çık: ${UNSUBSCRIBE}`);
  });
});

describe('renderPush', () => {
  it('gives a short title and body', () => {
    const push = renderPush(newOffer('4000'), 'tr');
    expect(push.title).toBe('Yeni teklif: "Yaz Koleksiyonu Lansmanı" için 4.000 TL');
    expect(push.body.startsWith('Ayşe Yılmaz, "Yaz Koleksiyonu Lansmanı" projenize')).toBe(true);
    const long = renderPush(
      notification('collaborationUpdate', { briefTitle: 'x' }, 'a'.repeat(400)),
      'tr',
    );
    expect(long.body.length).toBeLessThanOrEqual(180);
    expect(long.body.endsWith('…')).toBe(true);
  });
});

describe('the invoice PDF', () => {
  it('is a PDF with the Roboto font embedded (Turkish letters)', async () => {
    const bytes = await invoicePdfBytes(
      {
        paymentId: 'p1',
        plan: 'pro',
        amounts: { net: 299900, kdv: 59980, gross: 359880 },
        paidAt: new Date('2026-03-01T10:00:00Z'),
        buyer: { name: 'Şişli Güzellik Ltd. Şti.', email: 'marka@example.test' },
      },
      'tr',
    );
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('Roboto');
  });
});

describe('the SMTP settings', () => {
  it('default to the local catcher on the emulators', () => {
    expect(smtpSettingsFromEnv({ FUNCTIONS_EMULATOR: 'true' })).toEqual({
      host: '127.0.0.1',
      port: 1025,
      secure: false,
      auth: null,
      from: 'Influencer Pazaryeri <bildirim@localhost>',
    });
  });

  it('take host, port, TLS, login and sender from env', () => {
    expect(
      smtpSettingsFromEnv({
        SMTP_HOST: 'smtp.example.com',
        SMTP_PORT: '465',
        SMTP_SECURE: 'true',
        SMTP_USER: 'apikey',
        SMTP_PASSWORD: 'secret',
        MAIL_FROM: 'Biz <no-reply@example.com>',
      }),
    ).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'apikey', pass: 'secret' },
      from: 'Biz <no-reply@example.com>',
    });
  });

  it('outside the emulators without SMTP_HOST, every send fails with the reason', async () => {
    const mailer = mailerFromEnv({});
    await expect(
      mailer.send({
        to: 'a@b.test',
        subject: 's',
        text: 't',
        html: 'h',
        headers: {},
        attachments: [],
      }),
    ).rejects.toThrow('SMTP_HOST is not set');
  });
});
