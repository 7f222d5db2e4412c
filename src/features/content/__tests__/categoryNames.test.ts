// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { initI18n, setLanguage } from '@/i18n';
import { categoryLabelKey, categoryNamesTr } from '@/lib/categories';
import es from '@/i18n/locales/es.json';
import { applyCategoryNames } from '../categoryNames';

// Contents/Categories names are written over the built-in `categories.<code>` texts, so every
// label that goes through i18next shows them; a language loaded later gets them again.
describe('category names from Firestore', () => {
  afterEach(async () => {
    applyCategoryNames({ tr: [...categoryNamesTr] });
    await setLanguage('tr');
  });

  it('replace the built-in labels and survive a language switch back and forth', async () => {
    await initI18n('tr');
    expect(i18n.t(categoryLabelKey(1))).toBe('Kişisel Bakım');
    const tr = [...categoryNamesTr];
    tr[1] = 'Kişisel Bakım ve Kozmetik';
    const en = tr.map((_, code) => `Category ${code}`);
    applyCategoryNames({ tr, en });
    expect(i18n.t(categoryLabelKey(1))).toBe('Kişisel Bakım ve Kozmetik');
    expect(i18n.t(categoryLabelKey(2))).toBe('Moda');

    // The English core bundle loads on the switch and carries its own category texts.
    await setLanguage('en');
    expect(i18n.t(categoryLabelKey(1))).toBe('Category 1');
    await setLanguage('tr');
    expect(i18n.t(categoryLabelKey(1))).toBe('Kişisel Bakım ve Kozmetik');
  });

  it('leave a language without a full list on its built-in labels', async () => {
    await initI18n('tr');
    applyCategoryNames({});
    await setLanguage('es');
    expect(i18n.t(categoryLabelKey(1))).toBe(es.categories['1']);
  });
});
