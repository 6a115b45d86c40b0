import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type SuppressionImportReply, type SuppressionImportRequest } from '@mail/contracts';
import { isEmail, paramId, paramText } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { SuppressionRepository } from '../suppression.repository';

const CHUNK = 5000;

/**
 * Suppression.Import: EmailAddresses (JSON array) and EmailAddressesBulk (one per line) together.
 * A user imports into their user-wide (global) list, or into one list with ListID; the administrator
 * imports into the system-wide list (honoured for every user) or, with UserID, into that user's list.
 */
@Injectable()
export class SuppressionImportService {
  constructor(
    private readonly lists: ListRepository,
    private readonly suppressions: SuppressionRepository,
  ) {}

  async run(p: SuppressionImportRequest, caller: Caller): Promise<SuppressionImportReply> {
    const admin = caller.isAdmin;
    const userId = admin ? (paramId(p.userid) ?? 0) : (caller.auth?.userId ?? 0);
    if (!paramText(p.emailaddresses) && !paramText(p.emailaddressesbulk)) throw new CommandError(1, 'Email addresses are missing');
    const candidates = [
      ...(paramText(p.emailaddresses) ? readJsonArray(p.emailaddresses) : []),
      ...paramText(p.emailaddressesbulk)
        .split(/\r?\n|,/)
        .map((s) => s.trim())
        .filter(Boolean),
    ];
    let listId: number | null = null;
    if (paramText(p.listid)) {
      listId = paramId(p.listid) ?? null;
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
    const entry = { source: admin ? 'Administrator' : 'Import', reason: 'Imported' };
    for (let i = 0; i < emails.length; i += CHUNK) await this.suppressions.add(userId, listId, emails.slice(i, i + CHUNK), entry);
    return { TotalImported: emails.length, TotalFailed: failed.length, FailedEmailAddresses: failed };
  }
}

/** EmailAddresses: a JSON array text (or, from a form, the array itself or an object keyed by position) */
function readJsonArray(raw: unknown): string[] {
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new CommandError(2, 'EmailAddresses must be a JSON-encoded array');
    }
  } else if (raw && typeof raw === 'object' && !Array.isArray(raw)) parsed = Object.values(raw);
  if (!Array.isArray(parsed)) throw new CommandError(2, 'EmailAddresses must be a JSON-encoded array');
  return parsed.map((v) => String(v ?? '').trim());
}
