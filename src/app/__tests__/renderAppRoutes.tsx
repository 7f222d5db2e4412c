import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { SessionUser } from '@/store/session/sessionUser';
import { renderWithProviders } from '@/test/renderWithProviders';
import { signedIn } from '@/test/sessionUsers';
import { AppRoutes } from '../router';

type Seen = (pathname: string, navigate: NavigateFunction) => void;

function Probe({ onRender }: { onRender: Seen }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => onRender(pathname, navigate));
  return null;
}

/** Renders the app's own route table (as main.tsx does) in a memory router at `path`. */
export async function renderAppRoutes(path: string, user: SessionUser | null = null) {
  let current = path;
  let go: NavigateFunction | undefined;
  const view = await renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Probe
        onRender={(pathname, navigate) => {
          current = pathname;
          go = navigate;
        }}
      />
    </MemoryRouter>,
    { preloadedState: signedIn(user) },
  );
  const router = {
    pathname: () => current,
    navigate: (to: string) => go!(to),
  };
  return { ...view, router };
}
