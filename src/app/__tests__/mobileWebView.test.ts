// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/localStore';
import {
  installStorageBridge,
  isMobileWebView,
  mobileCleanupVersion,
  runMobileCleanup,
} from '../mobileWebView';

describe('mobile web view', () => {
  it('is recognised by its user agent', () => {
    expect(
      isMobileWebView('Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP; wv) AppleWebKit'),
    ).toBe(true);
    expect(isMobileWebView('Mozilla/5.0 (iPhone) InfluencerMobileApp/3.1')).toBe(true);
    expect(isMobileWebView('Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0 Safari/537.36')).toBe(
      false,
    );
  });

  it('cleans local storage once, keeping the admin-switch flags', () => {
    localStorage.setItem('themeColor', 'dark.bluenavy');
    localStorage.setItem(storageKeys.actingAsUser, '{"uid":"u2"}');
    localStorage.setItem(storageKeys.isAdminSwitched, 'true');

    expect(runMobileCleanup(localStorage)).toBe(true);
    expect(localStorage.getItem('themeColor')).toBeNull();
    expect(localStorage.getItem(storageKeys.actingAsUser)).toBe('{"uid":"u2"}');
    expect(localStorage.getItem(storageKeys.isAdminSwitched)).toBe('true');
    expect(localStorage.getItem(storageKeys.mobileCleanupDone)).toBe(mobileCleanupVersion);

    localStorage.setItem('themeColor', 'light.redruby');
    expect(runMobileCleanup(localStorage)).toBe(false);
    expect(localStorage.getItem('themeColor')).toBe('light.redruby');
  });
});

describe('postMessage storage bridge', () => {
  let remove = () => {};
  afterEach(() => remove());

  const send = (origin: string, data: unknown) =>
    window.dispatchEvent(new MessageEvent('message', { origin, data }));

  it('writes local storage for an allowed origin only', () => {
    remove = installStorageBridge(window, ['https://app.example']);
    send('https://evil.example', { type: 'setLocalStorage', key: 'token', value: 'x' });
    expect(localStorage.getItem('token')).toBeNull();
    send('https://app.example', { type: 'setLocalStorage', key: 'token', value: 'ok' });
    expect(localStorage.getItem('token')).toBe('ok');
    send('https://app.example', { type: 'setLocalStorage', key: 'token', value: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ignores malformed messages from an allowed origin', () => {
    remove = installStorageBridge(window, ['https://app.example']);
    send('https://app.example', { type: 'other', key: 'a', value: '1' });
    send('https://app.example', { type: 'setLocalStorage', key: '', value: '1' });
    send('https://app.example', 'setLocalStorage a 1');
    expect(localStorage.length).toBe(0);
  });

  it('ignores everything when the allow-list is empty', () => {
    remove = installStorageBridge(window, []);
    send('', { type: 'setLocalStorage', key: 'a', value: '1' });
    expect(localStorage.getItem('a')).toBeNull();
  });
});
