import { expect, signUpVerifiedUser, test } from './fixtures';
import { emulateNativeShell } from './native-shell';

type TWrittenFile = { path: string; data: string; directory: string };

for (const platform of ['ios', 'android'] as const) {
  test(`on ${platform} the data export is saved through the share sheet as a file`, async ({
    page,
    baseURL,
  }) => {
    const written: TWrittenFile[] = [];
    const shared: Record<string, unknown>[] = [];
    await emulateNativeShell(page, platform, {
      Filesystem: {
        writeFile: (options) => {
          written.push(options as TWrittenFile);
          return { uri: `file:///app/cache/${String(options.path)}` };
        },
      },
      Share: {
        share: (options) => {
          shared.push(options);
          return { activityType: 'com.apple.DocumentManagerUICore.SaveToFiles' };
        },
      },
    });
    await signUpVerifiedUser(page, 'Export Person');
    const created = await page.request.post('/api/habits', {
      data: { name: 'Stretch before bed', type: 'boolean' },
      headers: { origin: baseURL ?? '' },
    });
    expect(created.status()).toBe(201);

    await page.goto('/settings#data');
    // Links cannot download inside a web view: the app offers buttons that hand the file to the system.
    await expect(page.getByRole('link', { name: 'Download JSON' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Export JSON' }).click();
    await expect.poll(() => shared.length).toBe(1);

    const [file] = written;
    expect(file?.path).toMatch(/^compound-export-\d{4}-\d{2}-\d{2}\.json$/);
    expect(file?.directory).toBe('CACHE');
    const exported = JSON.parse(Buffer.from(file?.data ?? '', 'base64').toString('utf8'));
    expect(JSON.stringify(exported)).toContain('Stretch before bed');
    expect(shared[0]).toMatchObject({ files: [`file:///app/cache/${file?.path}`] });
    await expect(page.locator('#data').getByRole('alert')).toHaveCount(0);
  });
}
