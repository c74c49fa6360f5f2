import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from '../lib/logger';

export type TMail = { to: string; subject: string; text: string; html: string; tags?: string[] };

export type TOutboxMessage = TMail & { id: string; from: string; sentAt: string };

export type Mailer = { send: (mail: TMail) => Promise<void> };

export type TMailerConfig =
  | { kind: 'smtp'; url: string; from: string }
  | { kind: 'outbox'; dir: string; from: string };

/**
 * SMTP when configured; otherwise the outbox: each message is printed to the log and kept as a
 * JSON file in the outbox folder, so a self-hosted instance (and the end-to-end tests) can read it.
 */
export function createMailer(config: TMailerConfig, logger: Logger): Mailer {
  if (config.kind === 'smtp') {
    // Loaded at the first e-mail, not at start-up (decision 0035: start-up after a crash).
    let transport: Promise<Transporter> | undefined;
    return {
      send: async (mail) => {
        transport ??= import('nodemailer').then(({ default: nodemailer }) =>
          nodemailer.createTransport(config.url),
        );
        await (await transport).sendMail({ from: config.from, ...mail, headers: tagHeaders(mail.tags) });
      },
    };
  }
  return {
    send: async (mail) => {
      const message: TOutboxMessage = {
        ...mail,
        id: randomUUID(),
        from: config.from,
        sentAt: new Date().toISOString(),
      };
      await mkdir(config.dir, { recursive: true });
      await writeFile(join(config.dir, `${Date.now()}-${message.id}.json`), JSON.stringify(message, null, 2));
      logger.info(`E-mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
    },
  };
}

function tagHeaders(tags: string[] | undefined): Record<string, string> {
  return tags?.length ? { 'X-Tags': tags.join(',') } : {};
}

/** Reads the outbox, newest last; used by tests and the e2e page models. */
export async function readOutbox(dir: string): Promise<TOutboxMessage[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const messages = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8'))),
  );
  return (messages as TOutboxMessage[]).sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}
