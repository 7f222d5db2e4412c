import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { OfflineBanner } from '../offline/OfflineBanner';

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
}

function goes(online: boolean) {
  setOnline(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const banner = () => screen.queryByRole('alert');

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('appears on the offline event with the spec’s text and hides on online', async () => {
    setOnline(true);
    await renderWithProviders(<OfflineBanner />);
    expect(banner()).toBeNull();

    goes(false);
    expect(banner()?.textContent).toContain('İnternet bağlantınızı kontrol edin');
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeDefined();

    goes(true);
    expect(banner()).toBeNull();
  });

  it('shows at once when the page opens offline', async () => {
    setOnline(false);
    await renderWithProviders(<OfflineBanner />);
    expect(banner()).not.toBeNull();
  });

  it('retry keeps the banner while still offline and hides it once online', async () => {
    setOnline(false);
    await renderWithProviders(<OfflineBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(banner()).not.toBeNull();

    setOnline(true); // back online without an event reaching the page
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(banner()).toBeNull();
  });
});
