import { Injectable } from '@nestjs/common';

import {
  canonicalListOf,
  CommandError,
  type MergeTagCategory,
  MergeTagCategories,
  type MergeTagEntry,
  type PersonalizationGettagsReply,
  type PersonalizationGettagsRequest,
} from '@mail/contracts';

import { idParam } from '../email-params';
import { ListFieldsClient } from '../list-fields.client';
import { personalizationTags, type PersonalizationScopeName, type PersonalizationTag } from '../../rendering/personalization-tags';

const SCOPES: Record<MergeTagCategory, PersonalizationScopeName> = { Subscriber: 'Subscriber', Link: 'AllLinks', User: 'User' };

/** Subscriber fields in the Handlebars form the vendor's catalogue gives them (both forms render the same). */
const written = (category: MergeTagCategory, t: PersonalizationTag): string => (category === 'Subscriber' ? `{{ ${t.tag.slice(1, -1)} }}` : t.tag);

/**
 * personalization.gettags: Email.PersonalizationTags' catalogue in the vendor's later shape, keyed by category
 * (absent categories are left out, not empty). 1 and 3 are the DTO's; 2 a list that is not the caller's.
 */
@Injectable()
export class PersonalizationGettagsService {
  constructor(private readonly lists: ListFieldsClient) {}

  async run(userId: number, input: PersonalizationGettagsRequest): Promise<PersonalizationGettagsReply> {
    const list = await this.lists.fieldsOf(userId, idParam(input.subscriberlistid));
    if (!list.found) throw new CommandError(2, 'The list does not exist or is not yours');
    const categories = canonicalListOf(MergeTagCategories, input.categories) ?? [...MergeTagCategories];
    const entries = (category: MergeTagCategory): MergeTagEntry[] =>
      personalizationTags([SCOPES[category]], list.fields).map((t) => ({ Tag: written(category, t), Label: t.label, Description: '' }));
    return { Tags: Object.fromEntries(MergeTagCategories.filter((c) => categories.includes(c)).map((c) => [c, entries(c)])) };
  }
}
