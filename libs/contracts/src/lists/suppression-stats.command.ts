import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';

/** the vendor's suppression sources, in its order (stored sources map onto them: docs/decisions.md) */
export const SUPPRESSION_SOURCES = ['Administrator', 'User', 'SPAM complaint', 'Hard Bounced', 'Unsubscribe'] as const;

export class SuppressionStatsRequest {
  @Param('Only addresses matching this pattern (`*` is a wildcard)')
  searchpattern?: string;

  @Param('Comma-separated sources to count: Administrator, User, SPAM complaint, Hard Bounced, Unsubscribe')
  suppressionsource?: string | string[];

  @Param("One of the caller's lists; omitted or 0: the user-wide (global) suppression list")
  listid?: string | number;
}

export interface SuppressionStatsReply {
  Total: number;
  BySource: Record<string, number>;
}

export const SuppressionStats = defineCommand({
  name: 'suppression.stats',
  service: 'lists',
  auth: 'user',
  request: SuppressionStatsRequest,
  returns: reply<SuppressionStatsReply>(),
  reply: 'Total, BySource (every source key, 0 when none)',
  errorStyle: 'array',
  errors: { 1: 'a SuppressionSource value is not one of the five sources', 4: "the list does not exist or is not the caller's" },
  summary: "Count the caller's suppressed addresses in total and per source, user-wide or for one list.",
});
