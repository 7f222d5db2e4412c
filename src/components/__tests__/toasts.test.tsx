import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { showToast, toast } from '../toasts/toast';
import { ToastContainer } from '../toasts/ToastContainer';

async function setup() {
  const view = await renderWithProviders(<ToastContainer />);
  vi.useFakeTimers();
  return view;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['no type (default success)', () => toast.show('layout.offline.message'), 2000],
    ['explicit success', () => toast.success('layout.offline.message'), 3000],
    ['error', () => toast.error('layout.offline.message'), 4500],
  ])('%s stays for its duration', async (_name, action, duration) => {
    const { store } = await setup();
    act(() => void store.dispatch(action()));
    expect(screen.getByText('İnternet bağlantınızı kontrol edin')).toBeDefined();
    advance(duration - 1);
    expect(screen.queryByTestId('toast')).not.toBeNull();
    advance(1);
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('keeps its remaining time when its container remounts (a layout change)', async () => {
    const { store, unmount } = await setup();
    act(() => void store.dispatch(toast.success('layout.offline.message')));
    advance(2000);
    unmount();
    await renderWithProviders(<ToastContainer />, { store });
    expect(screen.queryByTestId('toast')).not.toBeNull();
    advance(1000);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('is dismissed by a click before its time', async () => {
    const { store } = await setup();
    act(() => void showToast(store.dispatch, { type: 'error', message: 'Bağlantı koptu: tekrar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bağlantı koptu: tekrar' }));
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('shows raw text as it is and marks errors as alerts', async () => {
    const { store } = await setup();
    act(() => void store.dispatch(toast.error('Proje onaylanırken bir hata oluştu.')));
    act(() => void store.dispatch(toast.success('Proje başarıyla onaylandı.')));
    expect(screen.getByRole('alert').textContent).toBe('Proje onaylanırken bir hata oluştu.');
    expect(screen.getByRole('status').textContent).toBe('Proje başarıyla onaylandı.');
  });

  it('showToast returns the id of the queued toast', async () => {
    const { store } = await setup();
    let id = '';
    act(() => {
      id = showToast(store.dispatch, { message: 'x' });
    });
    expect(store.getState().ui.toasts.map((t) => t.id)).toEqual([id]);
  });
});
