import { Injectable } from '@nestjs/common';

import {
  CommandError,
  type ListintegrationGenerateunsubscriptionformhtmlcodeReply,
  type ListintegrationGenerateunsubscriptionformhtmlcodeRequest,
} from '@mail/contracts';
import { paramId, paramText } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { escapeHtml } from '@mail/mail';

import { htmlSpecialChars } from '../form-html';
import { UnsubscribeFormLinks } from '../unsubscribe-form/unsubscribe-form-links';

/**
 * listintegration.generateunsubscriptionformhtmlcode: entity-encoded lines of a form posting FormValue_EmailAddress
 * to the list's public unsubscribe path (a signed token names the list). 1 missing (the DTO), 2 not the caller's list.
 */
@Injectable()
export class ListintegrationGenerateunsubscriptionformhtmlcodeService {
  constructor(
    private readonly lists: ListRepository,
    private readonly links: UnsubscribeFormLinks,
  ) {}

  async run(userId: number, p: ListintegrationGenerateunsubscriptionformhtmlcodeRequest): Promise<ListintegrationGenerateunsubscriptionformhtmlcodeReply> {
    const listId = paramId(p.subscriberlistid);
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(2, 'The list does not exist');
    const button = paramText(p.unsubscribebuttonstring) || 'Unsubscribe';
    const lines = [
      `<form action="${escapeHtml(this.links.url(listId))}" method="post" accept-charset="utf-8">`,
      '<label for="FormValue_EmailAddress">Email address</label>',
      '<input type="email" name="FormValue_EmailAddress" id="FormValue_EmailAddress" required>',
      `<input type="submit" value="${escapeHtml(button)}">`,
      '</form>',
    ];
    return { HTMLCode: lines.map(htmlSpecialChars) };
  }
}
