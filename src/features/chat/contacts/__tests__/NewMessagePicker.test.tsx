import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Contact } from '@shared/apiShapes';
import { UserRole } from '@/store/roles';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import { contactsSlice, initialContactsState, type ContactsState } from '../contactsSlice';
import { fetchContacts } from '../contactsThunks';
import { NewMessagePicker } from '../components/NewMessagePicker';
import { cicek, nova } from './contactsFixtures';

const me = { uid: 'u1' };

/** The slice after the first load answered `contacts` for u1. */
function loadedWith(contacts: Contact[]): ContactsState {
  const reducer = contactsSlice.reducer;
  const state = reducer(initialContactsState(), fetchContacts.pending('r1', me));
  return reducer(state, fetchContacts.fulfilled(contacts, 'r1', me));
}

async function renderPicker(contacts: ContactsState) {
  const onPick = vi.fn<(contact: Contact) => void>();
  const onClose = vi.fn();
  const view = await renderWithProviders(<NewMessagePicker onPick={onPick} onClose={onClose} />, {
    preloadedState: {
      ...signedIn(sessionUser(UserRole.Influencer, 'Ayşe Demir', 'u1')),
      contacts,
    },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Yeni Mesaj' });
  return { ...view, onPick, onClose, dialog };
}

describe('NewMessagePicker', () => {
  it('lists the loaded contacts with photo or initials, name and role', async () => {
    const { dialog } = await renderPicker(loadedWith([cicek, nova]));
    const rows = within(dialog).getAllByRole('button', { name: /Çiçek|Nova/ });
    expect(rows.map((row) => row.textContent)).toEqual([
      'Çiçek YılmazInfluencer',
      'NMNova MarketMarka',
    ]);
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('profiles/cicek.jpg');
    expect(within(dialog).getByText('2 kişi')).toBeTruthy();
  });

  it('says so when there is no one', async () => {
    const { dialog } = await renderPicker(loadedWith([]));
    expect(within(dialog).getByText('Kişi bulunamadı.')).toBeTruthy();
  });

  it('picks with the keyboard: arrow down from the search box, Enter on a row', async () => {
    const { dialog, user, onPick } = await renderPicker(loadedWith([cicek, nova]));
    const search = within(dialog).getByRole('searchbox', { name: 'Kişi ara' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Çiçek Yılmaz');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Nova Market');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(nova);
    await user.keyboard('{Home}{ArrowUp}');
    expect(document.activeElement).toBe(search);
  });

  it('closes with Escape and with the close button', async () => {
    const { dialog, user, onClose } = await renderPicker(loadedWith([cicek]));
    const search = within(dialog).getByRole('searchbox');
    await waitFor(() => expect(document.activeElement).toBe(search));
    // reactstrap reads keyCode, which user-event leaves out for Escape; a browser sends 27.
    fireEvent.keyUp(search, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks the server for typed text and shows the Turkish error with a retry', async () => {
    // Nobody is signed in to Firebase Auth here, so the request fails for real (no token).
    const { dialog, user, store } = await renderPicker(loadedWith([cicek, nova]));
    await user.type(within(dialog).getByRole('searchbox'), 'çi');
    expect(within(dialog).getByText('Aranıyor…')).toBeTruthy();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      'Kişiler yüklenirken bir hata oluştu. Lütfen tekrar deneyiniz.',
    );
    expect(store.getState().contacts?.search.error).toBe('error:getContacts');

    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(store.getState().contacts?.search.status).toBe('error'));

    // Clearing the box shows the local list again at once, without a request.
    await user.clear(within(dialog).getByRole('searchbox'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: /Çiçek|Nova/ })).toHaveLength(2);
    expect(store.getState().contacts?.search).toMatchObject({ text: '', status: 'ready' });
  });

  it('loads the list on first open and shows a failed load with a retry', async () => {
    const { dialog, store } = await renderPicker(initialContactsState());
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Kişiler yüklenirken bir hata oluştu.');
    expect(within(alert).getByRole('button', { name: 'Tekrar Dene' })).toBeTruthy();
    expect(store.getState().contacts?.local).toMatchObject({
      status: 'error',
      error: 'error:getContacts',
    });
  });
});
