// Shows 'Yeni sürüm hazır' in its own small React root at the end of <body>, outside the
// router and the store: it can appear on any page (sign-in, the app frame, an error page).
// The live region is in the document before its text arrives, so screen readers announce it.
import { createRoot } from 'react-dom/client';
import { loadTranslations } from '@/i18n';
import { UpdatePrompt } from './components/UpdatePrompt';
import type { ApplyUpdate } from './serviceWorkerUpdates';

let shown = false;

export async function showUpdatePrompt(apply: ApplyUpdate): Promise<void> {
  if (shown) return;
  shown = true;
  await loadTranslations('pwa');
  const host = document.createElement('div');
  host.setAttribute('role', 'status');
  host.className = 'app-update-prompt-host';
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
    shown = false;
  };
  root.render(<UpdatePrompt onReload={apply} onDismiss={close} />);
}
