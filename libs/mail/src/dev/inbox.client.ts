import type { StoredMail, StoredMailSummary } from '../mailbox/stored-mail';

/** Reads the dev inbox's JSON API (what tests use to see what really arrived at the SMTP server). */
export class DevInboxClient {
  constructor(readonly url: string) {}

  async list(to?: string): Promise<StoredMailSummary[]> {
    const query = to ? `?to=${encodeURIComponent(to)}` : '';
    return this.getJson<StoredMailSummary[]>(`/api/messages${query}`);
  }

  async get(id: string): Promise<StoredMail> {
    return this.getJson<StoredMail>(`/api/messages/${encodeURIComponent(id)}`);
  }

  /** the newest message to `to` (matching `subject` when given), polling until it arrives or the time is up */
  async waitFor(to: string, options: { timeoutMs?: number; subject?: RegExp; count?: number } = {}): Promise<StoredMail> {
    const deadline = Date.now() + (options.timeoutMs ?? 15_000);
    for (;;) {
      const found = (await this.list(to)).filter((m) => !options.subject || options.subject.test(m.subject));
      if (found.length >= (options.count ?? 1)) return this.get(found[0].id);
      if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived at ${this.url} within ${options.timeoutMs ?? 15_000} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  private async getJson<T>(path: string): Promise<T> {
    const res = await fetch(this.url + path);
    if (!res.ok) throw new Error(`inbox ${path}: HTTP ${res.status}`);
    return (await res.json()) as T;
  }
}

/** every http(s) URL in a text body, in order */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
}
