import { act, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { mainContentId, SkipLink } from '@/layout/SkipLink';
import { renderWithProviders } from '@/test/renderWithProviders';
import { RouteTitleAndFocus } from '../RouteTitleAndFocus';

// A frame like the app's: the skip link first, links, then the page in <main>.
function Frame() {
  const { search } = useLocation();
  return (
    <>
      <p data-testid="query">{search}</p>
      <RouteTitleAndFocus />
      <SkipLink />
      <nav>
        <Link to="/app/myProjects">to projects</Link>
        <Link to="/app/chat">to chat</Link>
        <Link to="/app/search">to search</Link>
        <Link to="/app/myProjects?tab=2">to the second tab</Link>
        <Link to="/app/pages/faq">to the faq</Link>
      </nav>
      <main id={mainContentId} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A page that shows a loading state before its heading, like a lazy page reading its data. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Sohbet</h1> : <p>Yükleniyor...</p>;
}

function SearchPage() {
  return (
    <>
      <h1>Arama</h1>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the case under test */}
      <input aria-label="Ara" autoFocus />
    </>
  );
}

// A page whose code downloads on first use, as src/app/router.tsx wraps every page.
let downloaded: () => void = () => undefined;
const LazyFaq = lazy(
  () =>
    new Promise<{ default: () => JSX.Element }>((resolve) => {
      downloaded = () => resolve({ default: () => <h1>Sıkça Sorulan Sorular</h1> });
    }),
);

const routes: RouteObject[] = [
  {
    path: '/app',
    element: <Frame />,
    children: [
      { index: true, element: <Navigate to="/app/myProjects" replace /> },
      { path: 'myProjects', element: <h1>Projelerim</h1> },
      { path: 'chat', element: <SlowPage /> },
      { path: 'search', element: <SearchPage /> },
      {
        path: 'pages/faq',
        element: (
          <Suspense fallback={<p>Sayfa yükleniyor</p>}>
            <LazyFaq />
          </Suspense>
        ),
      },
    ],
  },
];

// Declarative routes in a MemoryRouter, as the app renders them (BrowserRouter in main.tsx).
function AppRoutes() {
  return useRoutes(routes);
}

async function open(at: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[at]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

const focused = () => document.activeElement;

afterEach(async () => {
  document.title = '';
  await setLanguage('tr');
});

describe('RouteTitleAndFocus', () => {
  it('titles the first page but leaves focus at the top, redirects included: Tab reaches the skip link', async () => {
    const { user } = await open('/app');
    await screen.findByRole('heading', { name: 'Projelerim' });
    expect(document.title).toBe('Projelerim · Influencer Pazaryeri');
    expect(focused()).toBe(document.body);
    await user.tab();
    expect(focused()).toBe(screen.getByRole('link', { name: 'İçeriğe geç' }));
    expect(screen.getByRole('link', { name: 'İçeriğe geç' }).getAttribute('href')).toBe(
      `#${mainContentId}`,
    );
  });

  it('on a route change focuses the new h1 (out of the Tab order, no ring) and retitles the tab', async () => {
    const { user } = await open('/app/chat');
    await screen.findByRole('heading', { name: 'Sohbet' });
    await user.click(screen.getByRole('link', { name: 'to projects' }));
    const heading = await screen.findByRole('heading', { name: 'Projelerim' });
    await waitFor(() => expect(focused()).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(heading.style.outline).toBe('none');
    expect(document.title).toBe('Projelerim · Influencer Pazaryeri');

    // Leaving the heading takes the temporary tabindex and style away again.
    await user.tab();
    expect(heading.hasAttribute('tabindex')).toBe(false);
    expect(heading.style.outline).toBe('');
    // The skip link still leads to the page's main region, which holds the heading.
    expect(document.getElementById(mainContentId)?.contains(heading)).toBe(true);
  });

  it('waits for a heading that appears after a loading state', async () => {
    const { user } = await open('/app/myProjects');
    await user.click(screen.getByRole('link', { name: 'to chat' }));
    expect(screen.getByText('Yükleniyor...')).toBeDefined();
    expect(document.title).toBe('Mesajlar · Influencer Pazaryeri');
    const heading = await screen.findByRole('heading', { name: 'Sohbet' });
    await waitFor(() => expect(focused()).toBe(heading));
  });

  it('waits for a page whose code is still downloading', async () => {
    const { user } = await open('/app/myProjects');
    await user.click(screen.getByRole('link', { name: 'to the faq' }));
    await waitFor(() =>
      expect(document.title).toBe('Sıkça Sorulan Sorular · Influencer Pazaryeri'),
    );
    act(() => downloaded());
    const heading = await screen.findByRole('heading', { name: 'Sıkça Sorulan Sorular' });
    await waitFor(() => expect(focused()).toBe(heading));
  });

  it('leaves focus where the page put it (an autofocused field)', async () => {
    const { user } = await open('/app/myProjects');
    await user.click(screen.getByRole('link', { name: 'to search' }));
    await screen.findByRole('heading', { name: 'Arama' });
    await new Promise((done) => setTimeout(done, 20));
    expect(focused()).toBe(screen.getByRole('textbox', { name: 'Ara' }));
    expect(document.title).toBe('Arama · Influencer Pazaryeri');
  });

  it('does not move focus when only the query string changes (a tab of the same page)', async () => {
    const { user } = await open('/app/myProjects');
    const link = screen.getByRole('link', { name: 'to the second tab' });
    await user.click(link);
    await waitFor(() => expect(screen.getByTestId('query').textContent).toBe('?tab=2'));
    await new Promise((done) => setTimeout(done, 20));
    expect(focused()).toBe(link);
  });

  it('keeps the unread count in front of the title', async () => {
    const { user } = await open('/app/myProjects');
    document.title = `(3) ${document.title}`;
    await user.click(screen.getByRole('link', { name: 'to search' }));
    await screen.findByRole('heading', { name: 'Arama' });
    expect(document.title).toBe('(3) Arama · Influencer Pazaryeri');
  });

  it('follows the language without moving focus', async () => {
    await open('/app/myProjects');
    await act(() => setLanguage('en'));
    expect(document.title).toBe('My Projects · Influencer Marketplace');
    expect(focused()).toBe(document.body);
  });
});
