// Name rules shared by the Cloud Functions and the web client. Plain TypeScript, no imports.
// Spec section 5: names are stored with the
// first letter upper-case and the rest lower-case, using Turkish casing rules.

const LOCALE = 'tr-TR';

function collapseSpaces(s: string): string {
  return String(s ?? '')
    .trim()
    .replace(/\s+/g, ' ');
}

/** 'iSMAİL' → 'İsmail', 'ışıl' → 'Işıl', '  ayşe   NUR ' → 'Ayşe nur'. */
export function normaliseName(s: string): string {
  const clean = collapseSpaces(s);
  if (clean === '') return '';
  const [first = '', ...rest] = Array.from(clean);
  return first.toLocaleUpperCase(LOCALE) + rest.join('').toLocaleLowerCase(LOCALE);
}

/** The search key stored as Users.lowerCaseFullName: 'Işıl Yılmaz' → 'ışıl yılmaz'. */
export function lowerCaseFullName(name: string, surname: string): string {
  return collapseSpaces(`${name ?? ''} ${surname ?? ''}`).toLocaleLowerCase(LOCALE);
}

/** Turkish lower case with spaces collapsed, for one name part: 'İsmail' → 'ismail', 'IŞIK' → 'ışık'. */
export function lowerCaseTurkish(s: string): string {
  return collapseSpaces(s).toLocaleLowerCase(LOCALE);
}
