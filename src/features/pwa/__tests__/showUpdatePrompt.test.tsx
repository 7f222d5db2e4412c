import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { showUpdatePrompt } from '../showUpdatePrompt';

beforeAll(async () => {
  await initI18n('tr');
});

describe('showUpdatePrompt', () => {
  it('announces the prompt in a live region on any page, once, and closes cleanly', async () => {
    const apply = vi.fn();
    await act(() => showUpdatePrompt(apply));
    await act(() => showUpdatePrompt(apply)); // a second waiting version: still one prompt
    const region = await screen.findByRole('status');
    await waitFor(() => expect(region.textContent).toContain('Yeni sürüm hazır'));
    expect(screen.getAllByTestId('update-prompt')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Yenile' }));
    expect(apply).toHaveBeenCalledTimes(1);

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Kapat' })));
    expect(screen.queryByRole('status')).toBeNull();
    // Closed, it can be shown again for the next version.
    await act(() => showUpdatePrompt(apply));
    expect(await screen.findByTestId('update-prompt')).toBeTruthy();
  });
});
