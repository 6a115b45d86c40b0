import { Injectable } from '@nestjs/common';

import { publicBaseUrl } from '@mail/config';
import {
  CommandError,
  type ListintegrationGeneratesubscriptionformhtmlcodeReply,
  type ListintegrationGeneratesubscriptionformhtmlcodeRequest,
} from '@mail/contracts';
import { paramBool, paramId, paramIds, paramText } from '@mail/values';

import { CustomFieldRepository } from '../../custom-fields/custom-field.repository';
import { ListRepository } from '../../lists/list.repository';
import { escapeHtml } from '@mail/mail';

import { fieldLines, htmlSpecialChars } from '../form-html';

/**
 * listintegration.generatesubscriptionformhtmlcode: a form posting to the public Subscriber.Subscribe on the
 * platform's public address (`<PUBLIC_BASE_URL>/api.php`): the list, the address, the chosen custom fields of the
 * list (ids that are not its fields are left out) and `IPAddress=auto` (the subscriber's own address is recorded).
 * 1 missing (the DTO), 2 not a positive id, 3 not the caller's list. Lines entity-encoded unless HTMLSpecialChars=false.
 */
@Injectable()
export class ListintegrationGeneratesubscriptionformhtmlcodeService {
  constructor(
    private readonly lists: ListRepository,
    private readonly fields: CustomFieldRepository,
  ) {}

  async run(userId: number, p: ListintegrationGeneratesubscriptionformhtmlcodeRequest): Promise<ListintegrationGeneratesubscriptionformhtmlcodeReply> {
    const listId = paramId(p.subscriberlistid);
    if (!listId) throw new CommandError(2, 'SubscriberListID must be a positive integer');
    if (!(await this.lists.findOwned(userId, listId))) throw new CommandError(3, 'The list does not exist');
    const wanted = paramIds(p.customfields);
    const byId = new Map((await this.fields.forList(userId, listId)).map((f) => [Number(f.id), f]));
    const emailLabel = paramText(p.emailaddressstring) || 'Email address';
    const button = paramText(p.subscribebuttonstring) || 'Subscribe';
    const lines = [
      `<form action="${escapeHtml(`${publicBaseUrl()}/api.php`)}" method="post" accept-charset="utf-8">`,
      '<input type="hidden" name="Command" value="Subscriber.Subscribe">',
      '<input type="hidden" name="ResponseFormat" value="JSON">',
      `<input type="hidden" name="ListID" value="${listId}">`,
      '<input type="hidden" name="IPAddress" value="auto">',
      `<label for="FormValue_EmailAddress">${escapeHtml(emailLabel)}</label>`,
      '<input type="email" name="EmailAddress" id="FormValue_EmailAddress" required>',
      ...wanted.flatMap((id) => (byId.has(id) ? fieldLines(byId.get(id)!) : [])),
      `<input type="submit" value="${escapeHtml(button)}">`,
      '</form>',
    ];
    return { HTMLCode: paramBool(p.htmlspecialchars, true) ? lines.map(htmlSpecialChars) : lines };
  }
}
