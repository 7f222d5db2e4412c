import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../components/Markdown';
import { fillPlaceholders, renderMarkdown } from '../model/markdown';

describe('Markdown rendering', () => {
  it('renders the Markdown an admin writes', () => {
    const html = renderMarkdown(
      '## Başlık\n\n**kalın** ve [bağlantı](https://example.com)\n\n- bir',
    );
    expect(html).toContain('<h2>Başlık</h2>');
    expect(html).toContain('<strong>kalın</strong>');
    expect(html).toContain('<a href="https://example.com">bağlantı</a>');
    expect(html).toContain('<li>bir</li>');
  });

  it('never lets a script, an event handler or a javascript: link reach the DOM', () => {
    const hostile = [
      '<script>window.hacked = true</script>',
      '<img src="x" onerror="window.hacked = true">',
      '[tıkla](javascript:window.hacked=true)',
      '<a href="javascript:alert(1)">a</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<div style="position:fixed" onmouseover="alert(1)">x</div>',
      '<svg><script>alert(1)</script></svg>',
    ].join('\n\n');
    const { container } = render(<Markdown source={hostile} />);
    expect(container.querySelector('script, iframe')).toBeNull();
    const attributes = [...container.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
    );
    expect(attributes.filter((text) => /^on/i.test(text))).toEqual([]);
    expect(attributes.filter((text) => /javascript:/i.test(text))).toEqual([]);
    expect(attributes.filter((text) => /^style=/i.test(text))).toEqual([]);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    // The harmless part of the image survives.
    expect(container.querySelector('img')?.getAttribute('src')).toBe('x');
  });

  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fillPlaceholders('Merhaba {{name}}, {{ name }}! {{other}}', { name: 'Ayşe' })).toBe(
      'Merhaba Ayşe, Ayşe! {{other}}',
    );
  });
});
