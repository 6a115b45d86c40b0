import { isPositiveId, Param } from '../request-params';
import { code } from '../validation';
import { PersonalizationScopes } from './values';
import { canonicalListOf } from './requests/param-values';
import { Rule } from './requests/param-rules';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class EmailPersonalizationTagsRequest {
  @Rule('scopes', (value) => canonicalListOf(PersonalizationScopes, value) !== undefined, code(1, 'Scope parameter is missing or invalid.'))
  @Param(`Scopes: an array (\`Scope[]=\`), JSON array or comma list of ${PersonalizationScopes.map((s) => `'${s}'`).join(', ')}`, true)
  scope?: string | string[];

  @Rule(
    'subscriberScopeList',
    (value, params) => !canonicalListOf(PersonalizationScopes, params.scope)?.includes('Subscriber') || isPositiveId(value),
    code(2, "ListID is required when 'Subscriber' is included in the scope."),
  )
  @Param("The list whose subscriber fields to list (required when Scope includes 'Subscriber')", 'cond')
  listid?: string | number;
}

export interface EmailPersonalizationTagsReply {
  PersonalizationTags: Record<string, { Tag: string; Label: string }[]>;
}

export const EmailPersonalizationTags = defineCommand({
  name: 'Email.PersonalizationTags',
  service: 'campaigns',
  auth: 'user',
  request: EmailPersonalizationTagsRequest,
  returns: reply<EmailPersonalizationTagsReply>(),
  reply: 'PersonalizationTags',
  errorStyle: 'keyed',
  errors: {
    1: 'Scope missing or invalid (keyed `scope`)',
    2: "ListID missing, invalid or not the caller's while Scope includes Subscriber (keyed `listid`)",
  },
  summary: 'Merge tags available for a scope.',
});
