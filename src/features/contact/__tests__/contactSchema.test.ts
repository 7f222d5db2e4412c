import { describe, expect, it } from 'vitest';
import { trimmedContact, validateContact, type ContactInput } from '../model/contactSchema';

const valid: ContactInput = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  subject: 'İş birliği',
  message: 'Markamız için bilgi almak istiyoruz.',
};

describe('the contact form', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });
  it('refuses each field out of the limits the rules enforce, with its Turkish message key', () => {
    expect(validateContact({ ...valid, name: ' A ' })).toEqual({ name: 'contact.errors.name' });
    expect(validateContact({ ...valid, email: 'ayse' })).toEqual({ email: 'contact.errors.email' });
    expect(validateContact({ ...valid, subject: 'x'.repeat(151) })).toEqual({
      subject: 'contact.errors.subject',
    });
    expect(validateContact({ ...valid, message: 'kısa' })).toEqual({
      message: 'contact.errors.message',
    });
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: 'contact.errors.message',
    });
  });
  it('stores the fields trimmed', () => {
    expect(trimmedContact({ ...valid, name: '  Ayşe Yılmaz ' }).name).toBe('Ayşe Yılmaz');
  });
});
