// The brief form's image list (issue 21): pasted and uploaded addresses in one list, each
// removable and movable; the upload is offered up to the form's limit (MAX_LIST_URLS).
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { BriefImagesField, moved } from '../components/form/BriefImagesField';
import { MAX_LIST_URLS } from '../components/form/briefFormSchema';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <BriefImagesField value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('BriefImagesField', () => {
  it('moves an image within bounds', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('shows each image with labelled buttons that reorder and remove it', async () => {
    const { user } = await renderWithProviders(
      <Harness initial={'https://x.test/1.jpg\n\nhttps://x.test/2.jpg\n/img/3.png'} />,
    );
    expect(screen.getByRole('img', { name: '2. görsel' }).getAttribute('src')).toBe(
      'https://x.test/2.jpg',
    );
    await user.click(screen.getByRole('button', { name: '3. görseli öne al' }));
    expect(value()).toBe('https://x.test/1.jpg\n/img/3.png\nhttps://x.test/2.jpg');
    await user.click(screen.getByRole('button', { name: '1. görseli kaldır' }));
    expect(value()).toBe('/img/3.png\nhttps://x.test/2.jpg');
    expect(
      (screen.getByRole('button', { name: '1. görseli öne al' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('offers no upload once the list is full', async () => {
    const full = Array.from({ length: MAX_LIST_URLS }, (_, i) => `https://x.test/${i}.jpg`);
    await renderWithProviders(<Harness initial={full.join('\n')} />);
    const input = screen.getByLabelText('Görsel yükleyin') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(screen.getByText(`En fazla ${MAX_LIST_URLS} görsel eklenebilir.`)).toBeDefined();
  });
});
