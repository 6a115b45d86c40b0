import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';
import { code } from '../validation';

export class ListintegrationGeneratesubscriptionformhtmlcodeRequest {
  @IsPresent(code(1, 'Missing subscriber list ID'))
  @Param("List the form subscribes to: a positive integer naming a list of the caller's", true)
  subscriberlistid?: string | number;

  @Param('Comma-separated custom field ids to add as inputs (fields of the list, or global ones)')
  customfields?: string | string[];

  @MaxText(TextBounds.name, 4, 'EmailAddressString')
  @Param('Label of the email field (default "Email address")')
  emailaddressstring?: string;

  @MaxText(TextBounds.name, 4, 'SubscribeButtonString')
  @Param('Text of the submit button (default "Subscribe")')
  subscribebuttonstring?: string;

  @Param('"true" (default) returns the lines entity-encoded; "false" as plain HTML')
  htmlspecialchars?: string | boolean;
}

export interface ListintegrationGeneratesubscriptionformhtmlcodeReply {
  HTMLCode: string[];
}

export const ListintegrationGeneratesubscriptionformhtmlcode = defineCommand({
  name: 'listintegration.generatesubscriptionformhtmlcode',
  service: 'lists',
  auth: 'user',
  permission: 'List.Get',
  request: ListintegrationGeneratesubscriptionformhtmlcodeRequest,
  returns: reply<ListintegrationGeneratesubscriptionformhtmlcodeReply>(),
  reply: 'HTMLCode: the form as lines; it posts to the public Subscriber.Subscribe (/api.php) with the list, the address and the chosen fields',
  errorStyle: 'array',
  errors: {
    1: 'SubscriberListID missing',
    2: 'SubscriberListID not a positive integer',
    3: "the list does not exist or is not the caller's",
    4: `a label over ${TextBounds.name} characters (extension)`,
  },
  summary: 'Produce ready-to-paste HTML for a subscription form of one of the caller’s lists.',
});
