import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';

export class SuppressionCheckRequest {
  @Param('JSON-encoded array of addresses (a JSON body may send a real array)', 'cond')
  emailaddresses?: unknown;

  @Param('Addresses separated by new lines; merged with EmailAddresses', 'cond')
  emailaddressesbulk?: string;

  @Param("Also consider this list's entries (must be the caller's); omitted or 0: account-wide and system-wide only")
  listid?: string | number;
}

export interface SuppressionCheckResult {
  IsSuppressed: boolean;
  MatchedScopes: { Scope: 'PerList' | 'AccountWide' | 'SystemWide'; SuppressionSource: string; Reason: string }[];
  IsPatternSuppressed: boolean;
}

export interface SuppressionCheckReply {
  ListID: number;
  TotalChecked: number;
  TotalFailed: number;
  SuppressionCheckDisabled: boolean;
  Results: Record<string, SuppressionCheckResult>;
  FailedEmailAddresses: string[];
}

/** the most addresses one call checks */
export const SUPPRESSION_CHECK_MAX = 500;

export const SuppressionCheck = defineCommand({
  name: 'suppression.check',
  service: 'lists',
  auth: 'user',
  request: SuppressionCheckRequest,
  returns: reply<SuppressionCheckReply>(),
  reply: 'ListID, TotalChecked, TotalFailed, SuppressionCheckDisabled, Results (keyed by each address as sent), FailedEmailAddresses',
  errorStyle: 'array',
  errors: {
    1: 'neither EmailAddresses nor EmailAddressesBulk was sent',
    2: 'EmailAddresses is not a JSON array, or no address passed validation (with TotalFailed, FailedEmailAddresses)',
    4: "the list does not exist or is not the caller's",
    5: `more than ${SUPPRESSION_CHECK_MAX} valid addresses after de-duplication (with MaxEmailAddresses, TotalSubmitted)`,
    6: 'the lookup query failed',
  },
  summary: 'Tell, for up to 500 addresses, whether each is suppressed, at which scope and why.',
});
