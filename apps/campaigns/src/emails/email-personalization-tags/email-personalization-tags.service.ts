import { Injectable } from '@nestjs/common';

import {
  canonicalListOf,
  CommandError,
  type EmailPersonalizationTagsRequest,
  PersonalizationScopes,
  type EmailPersonalizationTagsReply,
} from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { idParam } from '../email-params';
import { ListFieldsClient } from '../list-fields.client';
import { personalizationTags } from '../../rendering/personalization-tags';

/**
 * Email.PersonalizationTags: the tags of each requested scope, grouped by scope (a list of {Tag, Label} per scope,
 * since tags are not valid XML element names). Subscriber needs the caller's list: its custom fields come from lists.
 */
@Injectable()
export class EmailPersonalizationTagsService {
  constructor(private readonly lists: ListFieldsClient) {}

  async run(input: EmailPersonalizationTagsRequest, caller: Caller): Promise<EmailPersonalizationTagsReply> {
    const userId = caller.userId;
    const scopes = canonicalListOf(PersonalizationScopes, input.scope) ?? [];
    const fields = scopes.includes('Subscriber') ? await this.listFields(userId, idParam(input.listid)) : [];
    const ofScope = (scope: (typeof scopes)[number]) => personalizationTags([scope], fields).map((t) => ({ Tag: t.tag, Label: t.label }));
    return { PersonalizationTags: Object.fromEntries(scopes.map((scope) => [scope, ofScope(scope)])) };
  }

  private async listFields(userId: number, listId: number) {
    const list = await this.lists.fieldsOf(userId, listId);
    if (!list.found) throw new CommandError(2, 'List not found or you do not have permission to access it.', { param: 'listid' });
    return list.fields;
  }
}
