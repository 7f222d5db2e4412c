import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { UpdatePrompt } from '../components/UpdatePrompt';

describe('UpdatePrompt', () => {
  it("reads 'Yeni sürüm hazır' and 'Yenile' switches to the new version once", async () => {
    const onReload = vi.fn();
    const { user } = await renderWithProviders(
      <UpdatePrompt onReload={onReload} onDismiss={() => undefined} />,
    );
    expect(screen.getByTestId('update-prompt').textContent).toContain('Yeni sürüm hazır');
    const reload = screen.getByRole<HTMLButtonElement>('button', { name: 'Yenile' });
    await user.click(reload);
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(reload.disabled).toBe(true);
    await user.click(reload);
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard: Tab reaches Yenile, then Kapat closes', async () => {
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    const { user } = await renderWithProviders(
      <UpdatePrompt onReload={onReload} onDismiss={onDismiss} />,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yenile' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kapat' }));
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onReload).not.toHaveBeenCalled();
  });
});
