import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TopBarDropdown } from '../TopBarDropdown';

function renderDropdown() {
  render(
    <>
      <TopBarDropdown label="Menü" button="M">
        {() => (
          <>
            <a href="#first">Birinci</a>
            <a href="#second">İkinci</a>
          </>
        )}
      </TopBarDropdown>
      <button type="button">Sonraki</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Menü' });
}

describe('TopBarDropdown with the keyboard', () => {
  it('closes when Tab leaves the panel, and not while Tab moves inside it', async () => {
    const user = userEvent.setup();
    const toggle = renderDropdown();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Birinci' }));
    await user.tab();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sonraki' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    const toggle = renderDropdown();
    await user.click(toggle);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Birinci' }));

    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
