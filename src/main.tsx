import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { envResult } from '@/config/env';
import { installStorageBridge, isMobileWebView, runMobileCleanup } from '@/app/mobileWebView';
import { Providers } from '@/store/Providers';
import { createAppRouter } from '@/app/router';
import { makeStore } from '@/store/store';
import { initI18n } from '@/i18n';
import { initAppearance } from '@/layout/theme/appearance';
import { ConfigErrorPage } from '@/features/system/pages/ConfigErrorPage';

async function start() {
  // Before anything reads local storage: the web view's clean-up and the message bridge.
  if (isMobileWebView(navigator.userAgent)) runMobileCleanup(window.localStorage);
  installStorageBridge(window, envResult.ok ? envResult.env.postMessageOrigins : []);

  // Bootstrap and the colour CSS load on demand; waiting avoids a flash of unstyled content.
  await Promise.all([initAppearance(), initI18n()]);
  const root = createRoot(document.getElementById('root')!);
  const store = makeStore();

  root.render(
    <StrictMode>
      <Providers store={store}>
        {envResult.ok ? (
          <RouterProvider router={createAppRouter()} />
        ) : (
          <ConfigErrorPage missing={envResult.missing} />
        )}
      </Providers>
    </StrictMode>,
  );
}

void start();
