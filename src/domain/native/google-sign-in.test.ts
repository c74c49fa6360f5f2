import { describe, expect, it } from 'vitest';
import { GoogleSignInNotInitializedError, googleInitializeOptions } from './google-sign-in';

describe('googleInitializeOptions', () => {
  it('uses the web client on Android and both clients on iOS', () => {
    expect(googleInitializeOptions('android', { web: 'web.apps', ios: null })).toEqual({
      webClientId: 'web.apps',
      mode: 'online',
    });
    expect(googleInitializeOptions('ios', { web: 'web.apps', ios: 'ios.apps' })).toEqual({
      webClientId: 'web.apps',
      iOSClientId: 'ios.apps',
      iOSServerClientId: 'web.apps',
      mode: 'online',
    });
  });

  it('cannot initialise without the server’s Google sign-in, or on iOS without its client', () => {
    expect(googleInitializeOptions('android', { web: null, ios: null })).toBeNull();
    expect(googleInitializeOptions('ios', { web: 'web.apps', ios: null })).toBeNull();
  });

  it('says so in the spec’s words', () => {
    expect(new GoogleSignInNotInitializedError().message).toBe('Google Sign-In not initialized');
  });
});
