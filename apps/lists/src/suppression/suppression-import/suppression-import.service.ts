import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';
import { isEmail } from '@mail/values';
import { ServiceDb } from '@mail/kit';

import { ParamReader } from '../../common/params';
import { ListRepository } from '../../lists/list.repository';

/**
 * Suppression.Import: EmailAddresses (JSON array) and EmailAddressesBulk (one per line) together.
 * A user imports into their user-wide (global) list, or into one list with ListID; the administrator
 * imports into the system-wide list (honoured for every user) or, with UserID, into that user's list.
 */
@Injectable()
export class SuppressionImportService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
  ) {}

  async run(req: BusRequest): Promise<{ TotalImported: number; TotalFailed: number; FailedEmailAddresses: string[] }> {
    const p = new ParamReader(req.params);
    const userId = req.auth?.kind === 'admin' ? (p.id('UserID') ?? 0) : (req.auth?.userId ?? 0);
    if (!p.str('EmailAddresses') && !p.str('EmailAddressesBulk')) throw new CommandError(1, 'Email addresses are missing');
    const candidates: string[] = [];
    if (p.str('EmailAddresses')) {
      const raw = p.raw('EmailAddresses');
      let parsed: unknown = raw;
      if (typeof raw === 'string') {
        try {
          parsed = JSON.parse(raw);
        } catch {
          throw new CommandError(2, 'EmailAddresses must be a JSON-encoded array');
        }
      } else if (raw && typeof raw === 'object' && !Array.isArray(raw)) parsed = Object.values(raw);
      if (!Array.isArray(parsed)) throw new CommandError(2, 'EmailAddresses must be a JSON-encoded array');
      candidates.push(...parsed.map((v) => String(v ?? '').trim()));
    }
    candidates.push(
      ...p
        .str('EmailAddressesBulk')
        .split(/\r?\n|,/)
        .map((s) => s.trim())
        .filter(Boolean),
    );
    let listId: number | null = null;
    if (p.str('ListID')) {
      listId = p.id('ListID') ?? null;
      if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(3, 'Invalid list id');
    }
    const failed: string[] = [];
    const valid = new Map<string, string>();
    for (const email of candidates) {
      if (!email) continue;
      if (isEmail(email)) valid.set(email.toLowerCase(), email);
      else failed.push(email);
    }
    const emails = [...valid.values()];
    for (let i = 0; i < emails.length; i += 5000) {
      await this.db.query(
        `INSERT INTO "lists"."suppression" ("user_id", "list_id", "email", "source", "reason")
         SELECT $1, $2, e, $4, 'Imported' FROM unnest($3::text[]) e ON CONFLICT DO NOTHING`,
        [userId, listId, emails.slice(i, i + 5000), req.auth?.kind === 'admin' ? 'Administrator' : 'Import'],
      );
    }
    return { TotalImported: emails.length, TotalFailed: failed.length, FailedEmailAddresses: failed };
  }
}
