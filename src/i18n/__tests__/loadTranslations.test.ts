// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import i18n, { initI18n, loadTranslations, setLanguage } from '..';
import briefsEn from '../locales/parts/briefs.en.json';
import briefsTr from '../locales/parts/briefs.tr.json';
import managedLoginsEn from '../locales/parts/managedLogins.en.json';

// This file never loads every part, unlike renderWithProviders: a fresh i18next per test file.
describe('loadTranslations', () => {
  it('adds a part in the current language, and a switch brings it in the new one', async () => {
    await initI18n('tr');
    expect(i18n.exists('briefs.status.pending')).toBe(false);

    await loadTranslations('briefs');
    expect(i18n.t('briefs.status.pending')).toBe(briefsTr.briefs.status.pending);
    expect(i18n.t('login.title')).toBe('Giriş Yap'); // the core is still there

    await setLanguage('en');
    expect(i18n.t('briefs.status.pending')).toBe(briefsEn.briefs.status.pending);
    expect(i18n.t('briefs.status.pending')).not.toBe(briefsTr.briefs.status.pending);
  });

  it('loads a part asked for during a switch in the language switched to', async () => {
    await initI18n('tr');
    const switching = setLanguage('en');
    await loadTranslations('managedLogins');
    await switching;
    expect(i18n.language).toBe('en');
    expect(i18n.t('managedLogins.title.brand')).toBe(managedLoginsEn.managedLogins.title.brand);
  });
});
