// Turkish slugs for blog posts and knowledge-base articles: readable in the address bar
// ('kis-cilt-bakimi-rehberi'), ASCII only so they survive every link shortener and mail client.

const asciiOf: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

export const MAX_SLUG_LENGTH = 80;

/** 'Kış Cilt Bakımı: İpuçları!' → 'kis-cilt-bakimi-ipuclari'. Lower-cased with Turkish rules. */
export function turkishSlug(title: string): string {
  const lower = title.toLocaleLowerCase('tr-TR');
  const ascii = [...lower].map((char) => asciiOf[char] ?? char).join('');
  const slug = ascii
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
}

/** What the rules and the detail page accept as a slug. */
export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
