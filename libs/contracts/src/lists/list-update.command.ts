import { Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** each setting: its description and, for a stored text, its bound (answered with 6, naming it) */
const LIST_UPDATE_SETTINGS: [string, string, number?][] = [
  ['name', 'New list name', TextBounds.name],
  ['sendername', '', TextBounds.name],
  ['senderemailaddress', '', TextBounds.address],
  ['sendercompany', '', TextBounds.name],
  ['senderaddress', '', TextBounds.line],
  ['optinmode', "'Single' or 'Double'"],
  ['optinconfirmationemailid', ''],
  ['optoutaddtosuppressionlist', "'Yes' or 'No'"],
  ['optoutaddtoglobalsuppressionlist', "'Yes' or 'No'"],
  ['hideinsubscriberarea', 'boolean'],
  ['sendserviceintegrationfailednotification', 'boolean'],
  ['sendactivitynotification', 'boolean'],
  ['subscriptionconfirmationpendingpageurl', '', TextBounds.url],
  ['subscriptionconfirmedpageurl', '', TextBounds.url],
  ['subscriptionerrorpageurl', '', TextBounds.url],
  ['unsubscriptionconfirmedpageurl', '', TextBounds.url],
  ['unsubscriptionerrorpageurl', '', TextBounds.url],
  ['reqbyemailsearchtoaddress', 'an email address', TextBounds.address],
  ['reqbyemailsubscriptioncommand', '', TextBounds.name],
  ['reqbyemailunsubscriptioncommand', '', TextBounds.name],
  ['syncstatus', "'Enabled' or 'Disabled'"],
  ['syncperiod', '', TextBounds.name],
  ['syncsendreportemail', "'Yes' or 'No'"],
  ['syncdbhost', '', TextBounds.name],
  ['syncdbport', '', TextBounds.name],
  ['syncdbusername', '', TextBounds.name],
  ['syncdbpassword', '', TextBounds.name],
  ['syncdbname', '', TextBounds.name],
  ['syncdbquery', '', TextBounds.text],
  ['syncfieldmapping', '', TextBounds.text],
  ['synclastdatetime', 'YYYY-MM-DD HH:MM:SS'],
  ['optoutscope', "'This list' or 'All lists'"],
  ['optoutsubscribeto', 'list ids', TextBounds.text],
  ['optoutunsubscribefrom', 'list ids', TextBounds.text],
  ['optinsubscribeto', 'list ids', TextBounds.text],
  ['optinunsubscribefrom', 'list ids', TextBounds.text],
];
/** List.Update: every setting optional; at least one must change (11). */
export class ListUpdateRequest {
  @Param('The list (also accepted as `ListID`)', true)
  subscriberlistid?: string | number;
  listid?: string | number;
}
for (const [name, description, max] of LIST_UPDATE_SETTINGS) {
  if (max !== undefined) MaxText(max, 6, name)(ListUpdateRequest.prototype, name);
  Param(max === undefined ? description : `${description}${description ? ', ' : ''}at most ${max} characters`)(ListUpdateRequest.prototype, name);
}
/** the vendor's product-named spellings of the sync settings, bounded as the names they stand for */
for (const [alias, max] of [
  ['syncmysqlhost', TextBounds.name],
  ['syncmysqlport', TextBounds.name],
  ['syncmysqlusername', TextBounds.name],
  ['syncmysqlpassword', TextBounds.name],
  ['syncmysqldbname', TextBounds.name],
  ['syncmysqlquery', TextBounds.text],
] as const)
  MaxText(max, 6, alias)(ListUpdateRequest.prototype, alias);

export interface ListUpdateReply {
  List: Record<string, unknown>;
}

export const ListUpdate = defineCommand({
  name: 'List.Update',
  service: 'lists',
  auth: 'user',
  request: ListUpdateRequest,
  returns: reply<ListUpdateReply>(),
  reply: 'List',
  errorStyle: 'array',
  errors: {
    1: 'list id missing',
    2: 'invalid list id',
    3: 'invalid opt-in mode',
    4: 'invalid opt-out scope',
    5: 'invalid send-service-integration notification setting',
    6: `invalid setting, or a setting's text over its bound (names ${TextBounds.name}, addresses ${TextBounds.address}, SenderAddress ${TextBounds.line}, URLs ${TextBounds.url}, SyncDBQuery, SyncFieldMapping and list ids ${TextBounds.text} characters)`,
    8: 'data synchronization settings invalid',
    9: 'invalid email for ReqByEmailSearchToAddress',
    10: 'invalid opt-out suppression option',
    11: 'nothing to update',
  },
  summary: "Update a list's settings.",
});
