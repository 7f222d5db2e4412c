// Which files a support message may carry and where they go (storage.rules and firestore.rules
// enforce the same limits on the server; the Storage emulator cannot run offline, so the
// upload's checks are tested here).
import { describe, expect, it } from 'vitest';
import {
  MAX_SUPPORT_FILE_BYTES,
  displayFileName,
  isImageAttachment,
  isSafeFileUrl,
  safeFileName,
  supportContentType,
  supportFilePath,
  supportFileProblem,
} from '../model/attachment';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

/** storage.rules: match /support/{userId}/{fileName}, fileName '[0-9]+-[A-Za-z0-9._-]{1,120}'. */
const storageName = /^[0-9]+-[A-Za-z0-9._-]{1,120}$/;

describe('support attachments: what may be sent', () => {
  it('accepts images (jpeg, png, webp, gif) and PDF up to 10 MB', () => {
    expect(MAX_SUPPORT_FILE_BYTES).toBe(10_485_760);
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.jpg', 'image/jpg'],
      ['a.png', 'image/png'],
      ['a.webp', 'image/webp'],
      ['a.gif', 'image/gif'],
      ['dekont.pdf', 'application/pdf'],
    ] as const)
      expect(supportFileProblem(file(name, type, MAX_SUPPORT_FILE_BYTES))).toBeNull();
  });

  it('refuses a file of one byte over 10 MB as too large', () => {
    expect(supportFileProblem(file('a.pdf', 'application/pdf', MAX_SUPPORT_FILE_BYTES + 1))).toBe(
      'tooLarge',
    );
  });

  it('refuses other types (checked before the size), also behind an image extension', () => {
    for (const [name, type] of [
      ['a.svg', 'image/svg+xml'],
      ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['a.exe', 'application/x-msdownload'],
      ['a.png', 'text/html'],
      ['a.txt', ''],
    ] as const)
      expect(supportFileProblem(file(name, type, MAX_SUPPORT_FILE_BYTES + 1))).toBe('wrongType');
  });

  it('reads the type from the extension when the browser gives none', () => {
    expect(supportContentType({ name: 'Ekran.PNG', type: '' })).toBe('image/png');
    expect(supportContentType({ name: 'fatura.pdf', type: '' })).toBe('application/pdf');
    expect(supportContentType({ name: 'foto.jpg', type: 'image/jpg' })).toBe('image/jpeg');
    expect(supportContentType({ name: 'not', type: '' })).toBeNull();
    expect(supportFileProblem(file('foto.jpeg', ''))).toBeNull();
  });
});

describe('support attachments: the Storage path', () => {
  it('is support/{userId}/{timestamp}-{safeName}', () => {
    expect(supportFilePath('u1', file('dekont.pdf', 'application/pdf'), 1707127200000)).toBe(
      'support/u1/1707127200000-dekont.pdf',
    );
  });

  it('spells Turkish letters in ASCII and replaces spaces, slashes and symbols', () => {
    expect(safeFileName('Şubat ödeme çıktısı (1).PDF')).toBe('Subat_odeme_ciktisi_1_.PDF');
    expect(safeFileName('İĞÜ ğü.png')).toBe('IGU_gu.png');
    expect(safeFileName('C:\\Users\\ayşe\\fotoğraf.jpg')).toBe('fotograf.jpg');
    expect(safeFileName('../../etc/passwd.png')).toBe('passwd.png');
    expect(safeFileName('café.gif')).toBe('cafe.gif');
  });

  it('is never empty or a dot name, and keeps the extension when shortened to 100', () => {
    expect(safeFileName('.pdf', 'application/pdf')).toBe('dosya.pdf');
    expect(safeFileName('😀😀.png', 'image/png')).toBe('dosya.png');
    expect(safeFileName('', 'image/webp')).toBe('dosya.webp');
    const long = safeFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(100);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('always fits the name storage.rules accepts', () => {
    for (const name of ['Şubat ödeme.pdf', '.png', `${'ğ'.repeat(500)}.gif`, 'a b/c d.jpg'])
      expect(supportFilePath('u1', file(name, 'image/png'), Date.now()).split('/')[2]).toMatch(
        storageName,
      );
  });
});

describe('support attachments: what the message stores and shows', () => {
  it('stores the original name, within the rules’ 255 characters with its extension', () => {
    expect(displayFileName('Şubat ödeme.pdf')).toBe('Şubat ödeme.pdf');
    expect(displayFileName('C:\\fakepath\\dekont.pdf')).toBe('dekont.pdf');
    const long = displayFileName(`${'a'.repeat(400)}.pdf`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('previews images, links anything else', () => {
    expect(isImageAttachment({ fileName: 'ekran.PNG' })).toBe(true);
    expect(isImageAttachment({ fileName: 'dekont.pdf' })).toBe(false);
    expect(
      isImageAttachment({ fileUrl: 'https://x.test/o/support%2Fu1%2F1-a.webp?alt=media&token=t' }),
    ).toBe(true);
    expect(
      isImageAttachment({ fileUrl: 'https://x.test/o/support%2Fu1%2F1-a.pdf?alt=media' }),
    ).toBe(false);
  });

  it('links only URLs the rules accept: https or the Storage emulator', () => {
    expect(isSafeFileUrl('https://firebasestorage.googleapis.com/v0/b/x/o/a?alt=media')).toBe(true);
    expect(isSafeFileUrl('http://127.0.0.1:9199/v0/b/x/o/a?alt=media')).toBe(true);
    expect(isSafeFileUrl('http://localhost:9199/v0/b/x/o/a')).toBe(true);
    expect(isSafeFileUrl('http://example.com/a.pdf')).toBe(false);
    expect(isSafeFileUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeFileUrl(undefined)).toBe(false);
  });
});
