import { describe, expect, it } from 'vitest';
import { validateBrandProfile } from '../brandProfileSchema';

describe('validateBrandProfile', () => {
  it('needs a name of at most 100 characters', () => {
    expect(validateBrandProfile({ brandName: '  ', logoUrl: '' })).toEqual({
      brandName: 'brands.form.required',
    });
    expect(validateBrandProfile({ brandName: 'a'.repeat(101), logoUrl: '' })).toEqual({
      brandName: 'brands.form.nameTooLong',
    });
    expect(validateBrandProfile({ brandName: 'Nova Market', logoUrl: '' })).toEqual({});
  });

  it('takes no logo, an https address or a path on this site; nothing else', () => {
    const ok = (logoUrl: string) => validateBrandProfile({ brandName: 'Nova', logoUrl });
    expect(ok('https://example.com/logo.png')).toEqual({});
    expect(ok('/demo/logos/nova-market.svg')).toEqual({});
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'http://example.com/logo.png',
      'data:image/png;base64,AAAA',
      'logo.png',
      'ftp://x/y',
    ])
      expect(ok(bad)).toEqual({ logoUrl: 'brands.form.invalidUrl' });
    expect(ok(`https://example.com/${'a'.repeat(2048)}`)).toEqual({
      logoUrl: 'brands.form.urlTooLong',
    });
  });
});
