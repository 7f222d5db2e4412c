import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Providers } from '@/store/Providers';
import { makeStore, type AppStore, type RootState } from '@/store/store';
import { initI18n, loadTranslations, translationParts } from '@/i18n';

type Options = Omit<RenderOptions, 'queries'> & {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
};

/** Renders with the real store and i18n (Turkish), returning the store and a user-event user. */
export async function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { preloadedState, store = makeStore(preloadedState), ...renderOptions } = options;
  await initI18n('tr');
  // Pages get their feature texts from the router; a component rendered alone gets them all.
  await loadTranslations(...translationParts);
  return {
    store,
    user: userEvent.setup(),
    ...render(ui, {
      wrapper: ({ children }) => <Providers store={store}>{children}</Providers>,
      ...renderOptions,
    }),
  };
}
