/** An ISO day (2026-11-01) as the reader's language writes it (1 Kasım 2026). */
export function formatPolicyDate(isoDay: string, language: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
