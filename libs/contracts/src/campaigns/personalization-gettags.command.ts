import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, isPresent, Param } from '../request-params';
import { code } from '../validation';
import { canonicalListOf } from './requests/param-values';
import { Rule } from './requests/param-rules';

/** personalization.gettags' categories, in the order its reply lists them. */
export const MergeTagCategories = ['Subscriber', 'Link', 'User'] as const;
export type MergeTagCategory = (typeof MergeTagCategories)[number];

export class PersonalizationGettagsRequest {
  @IsPositiveId(code(1, 'Missing required parameter (SubscriberListID)'))
  @Param("The list whose catalogue is wanted (the caller's): its custom fields join the Subscriber category", true)
  subscriberlistid?: string | number;

  @Rule(
    'mergeTagCategories',
    (value) => !isPresent(value) || canonicalListOf(MergeTagCategories, value) !== undefined,
    code(3, 'Categories holds a value outside Subscriber, Link, User'),
  )
  @Param('Comma-separated subset of Subscriber, Link, User (any case); all three when omitted or blank')
  categories?: string;
}

export interface MergeTagEntry {
  Tag: string;
  Label: string;
  Description: string;
}

export interface PersonalizationGettagsReply {
  Tags: Partial<Record<MergeTagCategory, MergeTagEntry[]>>;
}

export const PersonalizationGettags = defineCommand({
  name: 'personalization.gettags',
  service: 'campaigns',
  auth: 'user',
  request: PersonalizationGettagsRequest,
  returns: reply<PersonalizationGettagsReply>(),
  reply: 'Tags { Subscriber, Link, User: [{ Tag, Label, Description }] } (only the categories asked for)',
  errorStyle: 'array',
  errors: {
    1: 'SubscriberListID missing or not an id',
    2: { meaning: "the list does not exist or is not the caller's", httpStatus: 404 },
    3: 'Categories holds a value outside Subscriber, Link, User',
  },
  summary: "The merge-tag catalogue usable in a list's emails, by category, with the list's custom fields.",
});
