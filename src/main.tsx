import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { envResult } from '@/config/env';
import { installStorageBridge, isMobileWebView, runMobileCleanup } from '@/app/mobileWebView';
import { Providers } from '@/store/Providers';
import { AppRoutes, preloadPagesOf } from '@/app/router';
import { makeStore } from '@/store/store';
import { initI18n } from '@/i18n';
import { initAppearance } from '@/layout/theme/appearance';
import { ConfigErrorPage } from '@/features/system/pages/ConfigErrorPage';
import { yieldToBrowser } from '@/lib/yieldToBrowser';
import '@/app/bootShell.css';

async function start() {
  // Evaluating the bundle is one task already; each start-up step below gets its own.
  await yieldToBrowser();
  // Before anything reads local storage: the web view's clean-up and the message bridge.
  if (isMobileWebView(navigator.userAgent)) runMobileCleanup(window.localStorage);
  installStorageBridge(window, envResult.ok ? envResult.env.postMessageOrigins : []);

  // Bootstrap and the colour CSS load on demand; waiting avoids a flash of unstyled content.
  // The opening route's pages download meanwhile (after the core texts, which their own texts
  // join), so the first screen renders whole.
  const texts = initI18n();
  await yieldToBrowser();
  const appearance = initAppearance();
  await yieldToBrowser();
  const pages = envResult.ok ? texts.then(() => preloadPagesOf(window.location.pathname)) : null;
  await Promise.all([appearance, texts, pages]);
  const root = createRoot(document.getElementById('root')!);
  const store = makeStore();

  // A transition: React renders the first screen in slices of a few milliseconds, yielding to
  // the browser in between, instead of one long task that blocks input (Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers store={store}>
          {envResult.ok ? (
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          ) : (
            <ConfigErrorPage missing={envResult.missing} />
          )}
        </Providers>
      </StrictMode>,
    ),
  );
  // The service worker (offline shell, 'Yeni sürüm hazır'): after the first render, builds only;
  // a failed load just means no worker this time.
  if (import.meta.env.PROD)
    import('@/features/pwa/startServiceWorker').then((m) => m.startServiceWorker(), console.warn);
}

void start();
