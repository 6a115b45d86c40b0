import { Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** List.Create: the name may also arrive as ListName or Name. */
export class ListCreateRequest {
  @MaxText(TextBounds.name, 4, 'SubscriberListName')
  @Param(`Name of the new list (also accepted as \`ListName\` or \`Name\`), at most ${TextBounds.name} characters`, true)
  subscriberlistname?: string;
  @MaxText(TextBounds.name, 4, 'ListName')
  listname?: string;
  @MaxText(TextBounds.name, 4, 'Name')
  name?: string;

  @Param("'Single' (default) or 'Double'")
  optinmode?: string;

  @Param('Confirmation email of a double opt-in list (implies Double)')
  optinconfirmationemailid?: string | number;
}

export interface ListCreateReply {
  ListID: number;
}

export const ListCreate = defineCommand({
  name: 'List.Create',
  service: 'lists',
  auth: 'user',
  request: ListCreateRequest,
  returns: reply<ListCreateReply>(),
  reply: 'ListID',
  errorStyle: 'array',
  errors: { 1: 'missing list name', 3: 'list limit of the user group exceeded', 4: `the name is over ${TextBounds.name} characters (extension)` },
  summary: 'Create a subscriber list; returns ListID.',
});
