import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { languages } from '@/i18n';
import tr from '@/i18n/locales/tr.json';
import en from '@/i18n/locales/en.json';
import es from '@/i18n/locales/es.json';
import { routePaths, routeTitleKey } from '../routeTitles';

// The core files only: a title must be there on a route's first render, before any part loads.
const core = { tr, en, es } as Record<(typeof languages)[number], unknown>;

const textAt = (dictionary: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      dictionary,
    );

/** Every string path of paths.ts, found by walking the object (so a new one cannot be missed). */
function allPaths(node: unknown): string[] {
  if (typeof node === 'string') return node.startsWith('/') ? [node] : [];
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(allPaths);
  return [];
}

describe('route titles', () => {
  it('cover every route path of paths.ts', () => {
    expect([...routePaths].sort()).toEqual(allPaths(paths).sort());
  });

  it.each(languages)('every path, the public profile and unknown paths have a %s title', (lng) => {
    for (const path of [...allPaths(paths), paths.publicProfile('u1'), '/nowhere']) {
      const text = textAt(core[lng], routeTitleKey(path));
      expect(typeof text === 'string' && text.trim() !== '', `${path} in ${lng}`).toBe(true);
    }
  });

  it('uses the menu and breadcrumb names, word for word in Turkish', () => {
    const title = (path: string) => textAt(tr, routeTitleKey(path));
    expect(title(paths.app.myProjects)).toBe('Projelerim');
    expect(title(paths.app.projects)).toBe('Projeler');
    expect(title(paths.app.addNewBrief)).toBe('Yeni Proje');
    expect(title(paths.app.chat)).toBe('Mesajlar');
    expect(title(paths.pages.faq)).toBe('Sıkça Sorulan Sorular');
    expect(title(paths.user.login)).toBe('Giriş Yap');
    expect(title(paths.home)).toBe('Ana Sayfa');
    expect(title(paths.error)).toBe('Sayfa bulunamadı');
    expect(title(paths.unauthorized)).toBe('Yetkisiz erişim');
    expect(title(paths.pages.productThumbList)).toBe('Ürünler (Küçük Liste)');
    expect(title(paths.publicProfile('ayse'))).toBe('Profil');
  });

  it('matches like the router: any letter case, a trailing slash; else the error page', () => {
    expect(routeTitleKey('/app/myprojects/')).toBe('routes.myProjects');
    expect(routeTitleKey('/APP/PAGES/FAQ')).toBe('routes.faq');
    expect(routeTitleKey('/app/nowhere')).toBe('pages.error.title');
    expect(routeTitleKey('/u/')).toBe('pages.error.title');
  });
});
