import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { readOutbox } from '../src/server/email/mailer';

let sequence = 0;

/** A unique address per test, so parallel tests never read each other's mail. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${sequence}@example.com`;
}

/** The newest e-mail to an address, read from the server's outbox folder. */
export async function waitForEmail(
  to: string,
  subjectIncludes: string,
): Promise<{ subject: string; link: string }> {
  const outboxDir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found: { subject: string; link: string } | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await readOutbox(outboxDir))
          .reverse()
          .find((m) => m.to === to && m.subject.includes(subjectIncludes));
        const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
        found = mail && link ? { subject: mail.subject, link } : undefined;
        return Boolean(found);
      },
      { message: `an e-mail to ${to} about "${subjectIncludes}"` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

export const test = base;
export { expect };
