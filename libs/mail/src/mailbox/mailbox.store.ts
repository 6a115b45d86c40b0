import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { parseMail } from './parse-mail';
import { type MailEnvelope, STORED_MAIL_ID, type StoredMail, type StoredMailSummary, isAddressedTo, summaryOf } from './stored-mail';

/**
 * The dev mailbox on disk: each message as `<id>.eml` plus `<id>.json` (parsed). The JSON is written last
 * and atomically, so a reader in another process (the inbox, while a service writes) never sees half a message.
 * Summaries are cached by id; a listing only reads the files it has not seen yet.
 */
export class MailboxStore {
  private readonly seen = new Map<string, StoredMailSummary>();

  constructor(readonly dir: string) {}

  async save(raw: Buffer, envelope: MailEnvelope): Promise<StoredMail> {
    await mkdir(this.dir, { recursive: true });
    const now = new Date();
    const id = `${String(now.getTime()).padStart(13, '0')}-${randomBytes(4).toString('hex')}`;
    const mail = await parseMail(id, raw, envelope, now);
    await writeFile(join(this.dir, `${id}.eml`), raw);
    const tmp = join(this.dir, `.${id}.json.tmp`);
    await writeFile(tmp, JSON.stringify(mail));
    await rename(tmp, join(this.dir, `${id}.json`));
    this.seen.set(id, summaryOf(mail));
    return mail;
  }

  /** newest first; `to` matches the envelope recipient or a To address (case-insensitive) */
  async list(filter: { to?: string; limit?: number } = {}): Promise<StoredMailSummary[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of names) {
      const id = name.endsWith('.json') ? name.slice(0, -5) : '';
      if (!STORED_MAIL_ID.test(id) || this.seen.has(id)) continue;
      const mail = await this.get(id);
      if (mail) this.seen.set(id, summaryOf(mail));
    }
    const all = [...this.seen.values()].sort((a, b) => (a.id < b.id ? 1 : -1));
    const matching = filter.to ? all.filter((m) => isAddressedTo(m, filter.to!)) : all;
    return matching.slice(0, filter.limit ?? 100);
  }

  async get(id: string): Promise<StoredMail | undefined> {
    if (!STORED_MAIL_ID.test(id)) return undefined;
    const text = await readFile(join(this.dir, `${id}.json`), 'utf8').catch(() => undefined);
    return text === undefined ? undefined : (JSON.parse(text) as StoredMail);
  }

  async raw(id: string): Promise<Buffer | undefined> {
    if (!STORED_MAIL_ID.test(id)) return undefined;
    return readFile(join(this.dir, `${id}.eml`)).catch(() => undefined);
  }
}
