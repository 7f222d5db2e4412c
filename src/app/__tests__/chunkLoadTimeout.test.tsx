import { act, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
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
    // A page as router.tsx builds it: lazy code behind the chunk deadline.
    const NeverArrives = lazy(() => withChunkTimeout(new Promise<never>(() => {})));
    const { user } = await renderWithProviders(
      <RouteErrorBoundary resetKey="first">
        <Suspense fallback={<p>yükleniyor</p>}>
          <NeverArrives />
        </Suspense>
      </RouteErrorBoundary>,
    );
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1_000));
    expect(screen.queryByRole('heading', { name: 'Sayfa yüklenemedi' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('heading', { name: 'Sayfa yüklenemedi' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
