import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { CommandError, SUPPRESSION_CHECK_MAX, type SuppressionCheckReply, type SuppressionCheckRequest, type SuppressionCheckResult } from '@mail/contracts';
import { isEmail, isGiven, paramText } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { readScopeList } from '../suppression-scope';
import { type SuppressionMatchRow, SuppressionRepository } from '../suppression.repository';

const log = logger('lists.suppression-check');
const SCOPE_ORDER = { PerList: 0, AccountWide: 1, SystemWide: 2 } as const;

/**
 * suppression.check: up to 500 addresses against the scopes the send path honours (the list's, account-wide,
 * system-wide). Addresses are trimmed, never lower-cased; de-duplication is case-sensitive, matching is not.
 * Codes: 1 no input, 2 bad JSON or nothing valid, 4 list, 5 over 500, 6 lookup failed.
 */
@Injectable()
export class SuppressionCheckService {
  constructor(
    private readonly lists: ListRepository,
    private readonly suppressions: SuppressionRepository,
  ) {}

  async run(userId: number, p: SuppressionCheckRequest): Promise<SuppressionCheckReply> {
    const json = isGiven(p.emailaddresses) && paramText(p.emailaddresses) !== '' ? p.emailaddresses : undefined;
    const bulk = paramText(p.emailaddressesbulk);
    if (json === undefined && !bulk) throw new CommandError(1, 'EmailAddresses or EmailAddressesBulk is required');
    const candidates = [...(json === undefined ? [] : readJsonArray(json)), ...bulk.split(/\r?\n/)].map((e) => e.trim()).filter(Boolean);
    const valid: string[] = [];
    const failed: string[] = [];
    for (const email of candidates) {
      if (!isEmail(email)) failed.push(email);
      else if (!valid.includes(email)) valid.push(email);
    }
    if (!valid.length) throw new CommandError(2, 'No valid email address', { extra: { TotalFailed: failed.length, FailedEmailAddresses: failed } });
    if (valid.length > SUPPRESSION_CHECK_MAX)
      throw new CommandError(5, `At most ${SUPPRESSION_CHECK_MAX} email addresses`, {
        extra: { MaxEmailAddresses: SUPPRESSION_CHECK_MAX, TotalSubmitted: valid.length },
      });
    const listId = await readScopeList(this.lists, userId, p.listid);
    let rows: SuppressionMatchRow[];
    try {
      rows = await this.suppressions.matching(userId, listId, valid);
    } catch (error) {
      log.error({ err: error, userId }, 'suppression lookup failed');
      throw new CommandError(6, 'The suppression lookup failed');
    }
    const Results: Record<string, SuppressionCheckResult> = {};
    for (const email of valid) {
      const matched = rows
        .filter((r) => r.email === email.toLowerCase())
        .sort((a, b) => SCOPE_ORDER[a.scope] - SCOPE_ORDER[b.scope])
        .map((r) => ({ Scope: r.scope, SuppressionSource: r.source, Reason: r.reason ?? '' }));
      // no email suppression patterns exist on this platform (docs/decisions.md): a pattern never matches
      Results[email] = { IsSuppressed: matched.length > 0, MatchedScopes: matched, IsPatternSuppressed: false };
    }
    return {
      ListID: listId ?? 0,
      TotalChecked: valid.length,
      TotalFailed: failed.length,
      SuppressionCheckDisabled: false,
      Results,
      FailedEmailAddresses: failed,
    };
  }
}

/** EmailAddresses: a JSON array text, or (JSON body, bracketed form keys) the array itself; code 2 otherwise */
function readJsonArray(raw: unknown): string[] {
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new CommandError(2, 'EmailAddresses must be a JSON-encoded array', { extra: { TotalFailed: 0, FailedEmailAddresses: [] } });
    }
  } else if (raw && typeof raw === 'object' && !Array.isArray(raw)) parsed = Object.values(raw);
  if (!Array.isArray(parsed)) throw new CommandError(2, 'EmailAddresses must be a JSON-encoded array', { extra: { TotalFailed: 0, FailedEmailAddresses: [] } });
  return parsed.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
}
