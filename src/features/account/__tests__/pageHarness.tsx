import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { ReactElement } from 'react';
import type { SessionState } from '@/store/session/sessionSlice';
import { ToastContainer } from '@/components/toasts/ToastContainer';
import { renderWithProviders } from '@/test/renderWithProviders';

/** Shows where the router ended up, for redirect assertions. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** A promise the test settles when it chooses. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Renders `page` at `path` in a memory router; any other path shows its location. */
export async function renderPage(
  page: ReactElement,
  path: string,
  session: { session: SessionState },
) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {page}
            <ToastContainer />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  const rendered = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: session,
  });
  return { ...rendered, router };
}
