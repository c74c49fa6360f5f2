import { expect, test, uniqueEmail } from '../fixtures';
import { emulateNativeShell } from '../native-shell';
import { googleStandIn } from './google-accounts';
import { billingBaseURL } from './phone-account';

for (const platform of ['ios', 'android'] as const) {
  test(`on ${platform} a person signs in with Google's own sheet and is signed in at once`, async ({
    page,
  }) => {
    const email = uniqueEmail(`google-${platform}`);
    const initialized: Record<string, unknown>[] = [];
    await emulateNativeShell(page, platform, {
      SocialLogin: {
        initialize: (options) => {
          initialized.push(options);
          return {};
        },
        // Google's account sheet: the person picks an account; Google hands the app an ID token for our client.
        login: async () => {
          const minted = await fetch(googleStandIn.idTokenUrl(billingBaseURL()), {
            method: 'POST',
            body: JSON.stringify({
              email,
              name: 'Gia Google',
              audience: platform === 'ios' ? googleStandIn.iosClient : googleStandIn.webClient,
            }),
          });
          const { idToken } = (await minted.json()) as { idToken: string };
          return { provider: 'google', result: { responseType: 'online', idToken, accessToken: null } };
        },
      },
    });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    // A new account has no plan yet, so the app opens its paywall (spec 4 on native).
    await expect(page).toHaveURL(new RegExp(`/paywall-${platform}$`));
    const me = await (await page.request.get('/api/me')).json();
    expect(me.user).toMatchObject({ email, name: 'Gia Google' });
    expect(initialized).toEqual([
      {
        google:
          platform === 'ios'
            ? {
                webClientId: googleStandIn.webClient,
                iOSClientId: googleStandIn.iosClient,
                iOSServerClientId: googleStandIn.webClient,
                mode: 'online',
              }
            : { webClientId: googleStandIn.webClient, mode: 'online' },
      },
    ]);
  });
}
