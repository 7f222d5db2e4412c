import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ContentEditor, type EditorField } from '../components/ContentEditor';

const fields: readonly EditorField<'question' | 'answer'>[] = [
  { name: 'question', label: 'content.fields.question', max: 20 },
  { name: 'answer', label: 'content.fields.answer', max: 500, markdown: true },
];

async function renderEditor(onSave = vi.fn(async () => true)) {
  const view = await renderWithProviders(
    <ContentEditor
      id="faq-x"
      fields={fields}
      initial={{ question: 'Ödeme ne zaman?', answer: 'Ayın **15’inde**.' }}
      saving={false}
      onSave={onSave}
      onCancel={() => undefined}
    />,
  );
  return { ...view, onSave };
}

describe('ContentEditor', () => {
  it('refuses a blank or too long field in Turkish and keeps everything typed', async () => {
    const { user, onSave } = await renderEditor();
    await user.clear(screen.getByLabelText(/Cevap/));
    await user.clear(screen.getByLabelText(/Soru/));
    await user.type(screen.getByLabelText(/Soru/), 'Bu soru yirmi karakterden uzun');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getByText('Bu alan boş bırakılamaz.')).toBeTruthy();
    expect(screen.getByText('Bu alan izin verilen uzunluğu aşıyor.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Soru/).value).toBe(
      'Bu soru yirmi karakterden uzun',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the values trimmed', async () => {
    const { user, onSave } = await renderEditor();
    await user.type(screen.getByLabelText(/Soru/), '  ');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(onSave).toHaveBeenCalledWith({
      question: 'Ödeme ne zaman?',
      answer: 'Ayın **15’inde**.',
    });
  });

  it('previews the Markdown sanitised', async () => {
    const { user } = await renderEditor();
    await user.type(screen.getByLabelText(/Cevap/), ' <img src=x onerror=alert(1)>');
    await user.click(screen.getByRole('button', { name: 'Önizle' }));
    const preview = screen.getByTestId('content-preview');
    expect(preview.querySelector('strong')?.textContent).toBe('15’inde');
    expect(preview.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });
});
