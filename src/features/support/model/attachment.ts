// Support attachments (spec section 3: a support message and its conversation's lastMessage
// carry an optional fileUrl and fileName): which files may be sent, where they go in Storage,
// and how one is shown. Pure; the same limits are enforced by storage.rules (type and size)
// and firestore.rules (fileUrl, fileName).

/** Images and PDF up to 10 MB (storage.rules allows no more). */
export const MAX_SUPPORT_FILE_BYTES = 10 * 1024 * 1024;

/** By MIME type, as storage.rules checks the upload's contentType. */
export const SUPPORT_FILE_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** What the file input offers; supportFileProblem still checks whatever is chosen. */
export const SUPPORT_FILE_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.gif,.pdf,image/jpeg,image/png,image/webp,image/gif,application/pdf';

/** The rules' limit of fileName (firestore.rules validSupportFile). */
export const MAX_FILE_NAME = 255;

export type SupportFileProblem = 'tooLarge' | 'wrongType';

/** The message shown under the composer for a refused file or a failed upload (i18n keys). */
export const ATTACHMENT_PROBLEM_KEYS: Readonly<
  Record<SupportFileProblem | 'uploadFailed', string>
> = {
  tooLarge: 'supportDesk.attachment.tooLarge',
  wrongType: 'supportDesk.attachment.wrongType',
  uploadFailed: 'supportDesk.attachment.uploadFailed',
};

type FileLike = Pick<File, 'size' | 'type' | 'name'>;

const typeByExtension: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The content type the upload is stored with: the browser's when it gave one (image/jpg is
 * read as image/jpeg), else the one the name's extension stands for; null when neither is
 * allowed.
 */
export function supportContentType(file: Pick<File, 'type' | 'name'>): string | null {
  const given = file.type.toLowerCase().replace('image/jpg', 'image/jpeg');
  if (given) return given in SUPPORT_FILE_TYPES ? given : null;
  return typeByExtension[extensionOf(file.name)] ?? null;
}

/** Why a chosen file may not be sent, or null when it may. Type first, then size. */
export function supportFileProblem(file: FileLike): SupportFileProblem | null {
  if (supportContentType(file) === null) return 'wrongType';
  if (file.size > MAX_SUPPORT_FILE_BYTES) return 'tooLarge';
  return null;
}

const turkish: Readonly<Record<string, string>> = {
  ç: 'c',
  Ç: 'C',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  İ: 'I',
  ö: 'o',
  Ö: 'O',
  ş: 's',
  Ş: 'S',
  ü: 'u',
  Ü: 'U',
};

/**
 * The name as a Storage path segment: Turkish letters spelled in ASCII, other accents
 * dropped, anything but letters, digits, '.', '_' and '-' as '_', at most 100 characters
 * with the extension kept. Never empty and never a dot name ('dosya' stands in).
 */
export function safeFileName(name: string, contentType?: string | null): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const ascii = base
    .replace(/[çÇğĞıİöÖşŞüÜ]/g, (letter) => turkish[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_{2,}/g, '_');
  const parts = /^(.*?)(\.[A-Za-z0-9]{1,10})?$/.exec(ascii);
  const fallback = contentType ? SUPPORT_FILE_TYPES[contentType] : undefined;
  const extension = parts?.[2] ?? (fallback ? `.${fallback}` : '');
  const stem = (parts?.[1] ?? '').replace(/^[._]+/, '') || 'dosya';
  return stem.slice(0, 100 - extension.length) + extension;
}

/** Where the file goes: support/{userId}/{timestamp}-{safeName} (storage.rules). */
export function supportFilePath(
  userId: string,
  file: Pick<File, 'name' | 'type'>,
  nowMillis: number,
): string {
  return `support/${userId}/${nowMillis}-${safeFileName(file.name, supportContentType(file))}`;
}

/** The name shown and stored with the message: the original name, within the rules' limit. */
export function displayFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').trim() || 'dosya';
  if (base.length <= MAX_FILE_NAME) return base;
  const extension = extensionOf(base);
  const tail = extension ? `.${extension}` : '';
  return base.slice(0, MAX_FILE_NAME - tail.length) + tail;
}

/** An attachment shows as a picture when its name (or its URL's path) is an image's. */
export function isImageAttachment(attachment: { fileName?: string; fileUrl?: string }): boolean {
  const fromName = extensionOf(attachment.fileName ?? '');
  if (fromName) return ['jpg', 'jpeg', 'png', 'webp', 'gif'].includes(fromName);
  const path = (attachment.fileUrl ?? '').split('?')[0] ?? '';
  return /\.(jpe?g|png|webp|gif)$/i.test(path);
}

/** Only links the rules accept are shown as links: https, or the Storage emulator's http. */
export function isSafeFileUrl(url: string | undefined): url is string {
  return (
    typeof url === 'string' &&
    /^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost):9199\/)\S+$/.test(url)
  );
}
