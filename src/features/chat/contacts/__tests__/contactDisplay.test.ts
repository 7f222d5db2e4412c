import { describe, expect, it } from 'vitest';
import trContacts from '@/i18n/locales/parts/contacts.tr.json';
import { API_ERROR_CODES } from '@shared/apiShapes';
import { errorTextKey, initialsOf, typeLabelKey } from '../model/contactDisplay';

describe('contact display', () => {
  it('shows up to two initials in Turkish upper case', () => {
    expect(initialsOf('çiçek yılmaz')).toBe('ÇY');
    expect(initialsOf('ilknur')).toBe('İ');
    expect(initialsOf('Ayşe Nur Kaya')).toBe('AN');
    expect(initialsOf('   ')).toBe('?');
  });

  it('labels known types and calls anything else a user', () => {
    expect(typeLabelKey('advertisementAgency')).toBe('contacts.types.advertisementAgency');
    expect(typeLabelKey('editor')).toBe('contacts.types.unknown');
    expect(typeLabelKey(null)).toBe('contacts.types.unknown');
  });

  it('has a Turkish message for each of the spec’s error codes', () => {
    expect(errorTextKey(API_ERROR_CODES.getContacts)).toBe('contacts.errors.getContacts');
    expect(errorTextKey(API_ERROR_CODES.getConversations)).toBe('contacts.errors.getConversations');
    expect(trContacts.contacts.errors).toEqual({
      getContacts: 'Kişiler yüklenirken bir hata oluştu. Lütfen tekrar deneyiniz.',
      getConversations: 'Konuşmalar yüklenirken bir hata oluştu. Lütfen tekrar deneyiniz.',
    });
  });
});
