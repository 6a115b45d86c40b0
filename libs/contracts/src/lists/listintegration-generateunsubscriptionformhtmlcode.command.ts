import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';
import { code } from '../validation';

export class ListintegrationGenerateunsubscriptionformhtmlcodeRequest {
  @IsPresent(code(1, 'Missing subscriber list ID'))
  @Param('List the form unsubscribes from', true)
  subscriberlistid?: string | number;

  @MaxText(TextBounds.name, 3, 'UnsubscribeButtonString')
  @Param('Text of the submit button (default "Unsubscribe")')
  unsubscribebuttonstring?: string;
}

export interface ListintegrationGenerateunsubscriptionformhtmlcodeReply {
  HTMLCode: string[];
}

export const ListintegrationGenerateunsubscriptionformhtmlcode = defineCommand({
  name: 'listintegration.generateunsubscriptionformhtmlcode',
  service: 'lists',
  auth: 'user',
  permission: 'List.Get',
  request: ListintegrationGenerateunsubscriptionformhtmlcodeRequest,
  returns: reply<ListintegrationGenerateunsubscriptionformhtmlcodeReply>(),
  reply: 'HTMLCode: entity-encoded lines of a form posting FormValue_EmailAddress to the list’s public unsubscribe path',
  errorStyle: 'array',
  errors: {
    1: 'SubscriberListID missing',
    2: "the list does not exist or is not the caller's (extension, as the subscription form's code 3)",
    3: `the button text over ${TextBounds.name} characters (extension)`,
  },
  summary: 'Produce ready-to-paste HTML for an unsubscription form of one of the caller’s lists.',
});
