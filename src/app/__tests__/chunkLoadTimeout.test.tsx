import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '@/features/system/pages/RouteErrorPage';
import { CHUNK_LOAD_TIMEOUT_MS, withChunkTimeout } from '@/lib/chunkTimeout';
import { renderWithProviders } from '@/test/renderWithProviders';

const realLocation = window.location;

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

describe('a page whose code never arrives', () => {
  it('shows the error page after 120 s, and "Tekrar Dene" reloads', async () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...realLocation, reload },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <p>yükleniyor</p>,
        lazy: async () => {
          await withChunkTimeout(new Promise<never>(() => {}));
          return {};
        },
      },
    ]);
    const { user } = await renderWithProviders(<RouterProvider router={router} />);
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1_000));
    expect(screen.queryByRole('heading', { name: 'Sayfa yüklenemedi' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('heading', { name: 'Sayfa yüklenemedi' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
