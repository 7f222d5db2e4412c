import { describe, expect, it } from 'vitest';
import { emulatorHosts, functionsRegion } from '@/lib/firebase';
import { COMPANY } from '@/config/company';
import { parseEnv } from '../env';

const project = {
  VITE_USE_EMULATORS: 'false',
  VITE_FIREBASE_PROJECT_ID: 'prod-project',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'prod.firebaseapp.com',
  VITE_FIREBASE_STORAGE_BUCKET: 'prod.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('env', () => {
  it('uses the emulators with a demo project by default', () => {
    const result = parseEnv({});
    expect(result.ok && result.env.useEmulators).toBe(true);
    expect(result.ok && result.env.firebase.projectId).toBe('demo-influencer');
  });

  it('accepts a complete real project configuration', () => {
    const result = parseEnv(project);
    expect(result).toMatchObject({ ok: true, env: { useEmulators: false } });
  });

  it('names every missing variable for a real project', () => {
    const result = parseEnv({
      ...project,
      VITE_FIREBASE_API_KEY: '',
      VITE_FIREBASE_APP_ID: undefined,
    });
    expect(result).toEqual({
      ok: false,
      missing: ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID'],
    });
  });

  it('reads the postMessage allow-list', () => {
    const result = parseEnv({ VITE_POSTMESSAGE_ORIGINS: 'https://a.example, https://b.example ,' });
    expect(result.ok && result.env.postMessageOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  describe('the api base URL ({api} of spec section 7)', () => {
    it('is the emulator’s api function by default, where src/lib/firebase connects', () => {
      const { host, port } = emulatorHosts.functions;
      const result = parseEnv({ VITE_FIREBASE_PROJECT_ID: 'demo-x' });
      expect(result.ok && result.env.apiBaseUrl).toBe(
        `http://${host}:${port}/demo-x/${functionsRegion}/api`,
      );
    });

    it('is the deployed function of a real project', () => {
      const result = parseEnv(project);
      expect(result.ok && result.env.apiBaseUrl).toBe(
        `https://${functionsRegion}-prod-project.cloudfunctions.net/api`,
      );
    });

    it('takes VITE_API_BASE_URL when set, without a trailing slash', () => {
      const result = parseEnv({ ...project, VITE_API_BASE_URL: 'https://app.example/api/' });
      expect(result.ok && result.env.apiBaseUrl).toBe('https://app.example/api');
    });

    it('names VITE_API_BASE_URL when it is not an http(s) URL', () => {
      expect(parseEnv({ VITE_API_BASE_URL: 'ftp://x' })).toEqual({
        ok: false,
        missing: ['VITE_API_BASE_URL'],
      });
      expect(parseEnv({ ...project, VITE_API_BASE_URL: 'not a url' })).toEqual({
        ok: false,
        missing: ['VITE_API_BASE_URL'],
      });
    });
  });

  describe('fcmVapidKey (web push, issue 23)', () => {
    it('is read for a real project, null when not given', () => {
      const result = parseEnv({ ...project, VITE_FCM_VAPID_KEY: ' BPublicKey ' });
      expect(result.ok && result.env.fcmVapidKey).toBe('BPublicKey');
      expect(parseEnv(project)).toMatchObject({ ok: true, env: { fcmVapidKey: null } });
    });

    it('is ignored on the emulators, which have no Cloud Messaging', () => {
      const result = parseEnv({ VITE_FCM_VAPID_KEY: 'BPublicKey' });
      expect(result.ok && result.env.fcmVapidKey).toBeNull();
    });
  });

  describe('mediaSiteUrl (spec section 1, the external media site)', () => {
    it("is the company's own media site unless configured, never a placeholder domain", () => {
      for (const raw of [{}, project]) {
        const result = parseEnv(raw);
        expect(result.ok && result.env.mediaSiteUrl).toBe(COMPANY.mediaSiteUrl);
      }
      expect(COMPANY.mediaSiteUrl).toMatch(/^https:\/\//);
      expect(new URL(COMPANY.mediaSiteUrl).hostname).not.toMatch(/(^|\.)example\.(com|org|net)$/);
    });

    it('takes VITE_MEDIA_SITE_URL, on the emulators and for a real project', () => {
      const url = 'https://blog.markam.com.tr/medya';
      expect(parseEnv({ VITE_MEDIA_SITE_URL: url })).toMatchObject({ env: { mediaSiteUrl: url } });
      expect(parseEnv({ ...project, VITE_MEDIA_SITE_URL: ` ${url} ` })).toMatchObject({
        env: { mediaSiteUrl: url },
      });
    });

    it('names VITE_MEDIA_SITE_URL when it is not an http(s) URL', () => {
      expect(parseEnv({ VITE_MEDIA_SITE_URL: 'javascript:alert(1)' })).toEqual({
        ok: false,
        missing: ['VITE_MEDIA_SITE_URL'],
      });
      expect(parseEnv({ ...project, VITE_MEDIA_SITE_URL: 'medya' })).toEqual({
        ok: false,
        missing: ['VITE_MEDIA_SITE_URL'],
      });
    });
  });
});
