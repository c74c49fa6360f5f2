import { describe, expect, it } from 'vitest';
import {
  buildAuthRedirectPath,
  isLoginRequired,
  resolvePostAuthPath,
  resolveRouteAccess,
  resolveRouteRedirect,
  type TRouteAccessInput,
} from './route-rules';

const resolveAccess = (input: Partial<TRouteAccessInput> & Pick<TRouteAccessInput, 'pathname'>) =>
  resolveRouteAccess({ search: '', session: 'signed-out', storedReturnTo: null, ...input });

describe('login-required routes', () => {
  it('knows the spec list, including parameterised detail pages', () => {
    for (const path of [
      '/app',
      '/in/goals',
      '/in/mastery/abc',
      '/in/education/sleep',
      '/settings',
      '/paywall-ios',
    ]) {
      expect(isLoginRequired(path)).toBe(true);
    }
    for (const path of ['/', '/auth', '/pricing', '/u/ana', '/in', '/logout', '/application']) {
      expect(isLoginRequired(path)).toBe(false);
    }
  });

  it('sends a signed-out visitor to /auth with the encoded path and query, and remembers it', () => {
    expect(resolveAccess({ pathname: '/in/goals', search: '?tab=open&x=1' })).toEqual({
      kind: 'redirect',
      to: '/auth?returnTo=%2Fin%2Fgoals%3Ftab%3Dopen%26x%3D1',
      rememberReturnTo: '/in/goals?tab=open&x=1',
    });
  });

  it('waits for the session, then renders for a signed-in user', () => {
    expect(resolveAccess({ pathname: '/app', session: 'loading' })).toEqual({ kind: 'wait' });
    expect(resolveAccess({ pathname: '/app', session: 'signed-in' })).toEqual({ kind: 'render' });
  });
});

describe('public routes that redirect a signed-in user', () => {
  it.each([
    ['/', '/app'],
    ['/pricing', '/app'],
    ['/7daytrial', '/app'],
    ['/welcome-invite', '/onboarding-invite'],
    ['/welcome-ios', '/app'],
    ['/welcome-android', '/app'],
    ['/coach', '/in/assistant'],
    ['/research', '/in/education'],
    ['/research/deep-work', '/in/education'],
    ['/analytics', '/in/analytics'],
  ])('%s goes to %s', (pathname, target) => {
    expect(resolveAccess({ pathname, session: 'signed-in' })).toEqual({ kind: 'redirect', to: target });
    expect(resolveAccess({ pathname, session: 'signed-out' })).toEqual({ kind: 'render' });
  });

  it('keeps an invitation’s token on the way to /onboarding-invite', () => {
    expect(
      resolveAccess({ pathname: '/welcome-invite', search: '?token=abc', session: 'signed-in' }),
    ).toEqual({
      kind: 'redirect',
      to: '/onboarding-invite?token=abc',
    });
  });

  it('renders open routes without waiting for the session', () => {
    expect(resolveAccess({ pathname: '/check-email', session: 'loading' })).toEqual({ kind: 'render' });
    expect(resolveAccess({ pathname: '/u/ana', session: 'loading' })).toEqual({ kind: 'render' });
  });
});

describe('/auth for a signed-in user', () => {
  it('goes to the returnTo value first and forgets the stored path', () => {
    expect(
      resolveAccess({
        pathname: '/auth',
        search: '?returnTo=%2Fin%2Fgoals',
        session: 'signed-in',
        storedReturnTo: '/settings',
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/in/goals',
      forgetReturnTo: true,
    });
  });

  it('falls back to the stored path, then home', () => {
    expect(
      resolveAccess({ pathname: '/auth', session: 'signed-in', storedReturnTo: '/settings' }),
    ).toMatchObject({
      to: '/settings',
    });
    expect(resolveAccess({ pathname: '/auth', session: 'signed-in' })).toMatchObject({ to: '/' });
  });

  it('never follows an off-site or looping returnTo', () => {
    expect(resolvePostAuthPath('https://evil.example', null)).toBe('/');
    expect(resolvePostAuthPath('//evil.example', '/app')).toBe('/app');
    expect(resolvePostAuthPath('/auth?returnTo=/auth', null)).toBe('/');
    expect(resolvePostAuthPath('/logout', null)).toBe('/');
  });

  it('shows the form to a signed-out visitor once the session is known', () => {
    expect(resolveAccess({ pathname: '/auth', session: 'loading' })).toEqual({ kind: 'wait' });
    expect(resolveAccess({ pathname: '/auth', session: 'signed-out' })).toEqual({ kind: 'render' });
  });
});

describe('fixed redirects', () => {
  it('forwards the spec addresses and keeps the query', () => {
    expect(resolveRouteRedirect('/assistant', '')).toBe('/coach');
    expect(resolveRouteRedirect('/privacy-policy', '')).toBe('/privacy');
    expect(resolveRouteRedirect('/payments', '?a=1')).toBe('/subscriptions?a=1');
    expect(resolveRouteRedirect('/start', '')).toBe('/pricing');
    expect(resolveRouteRedirect('/pricing', '')).toBeNull();
  });

  it('builds the sign-in address for a return path', () => {
    expect(buildAuthRedirectPath('/app')).toBe('/auth?returnTo=%2Fapp');
  });
});

describe('resolveRouteAccess on a native platform (spec 2)', () => {
  const base = { search: '', storedReturnTo: null };
  it('sends a signed-out visitor at /pricing to the welcome page and a signed-in one to the paywall', () => {
    expect(
      resolveRouteAccess({ ...base, pathname: '/pricing', session: 'signed-out', platform: 'android' }),
    ).toEqual({ kind: 'redirect', to: '/welcome-android' });
    expect(
      resolveRouteAccess({ ...base, pathname: '/7daytrial', session: 'signed-in', platform: 'ios' }),
    ).toEqual({ kind: 'redirect', to: '/paywall-ios' });
  });

  it('keeps the web rules on the web and for a signed-in user at /', () => {
    expect(resolveRouteAccess({ ...base, pathname: '/pricing', session: 'signed-out' })).toEqual({
      kind: 'render',
    });
    expect(resolveRouteAccess({ ...base, pathname: '/', session: 'signed-in', platform: 'ios' })).toEqual({
      kind: 'redirect',
      to: '/app',
    });
  });
});
