import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

const LIST_UPDATE_SETTINGS: [string, string][] = [
  ['name', 'New list name'],
  ['sendername', ''],
  ['senderemailaddress', ''],
  ['sendercompany', ''],
  ['senderaddress', ''],
  ['optinmode', "'Single' or 'Double'"],
  ['optinconfirmationemailid', ''],
  ['optoutaddtosuppressionlist', "'Yes' or 'No'"],
  ['optoutaddtoglobalsuppressionlist', "'Yes' or 'No'"],
  ['hideinsubscriberarea', 'boolean'],
  ['sendserviceintegrationfailednotification', 'boolean'],
  ['sendactivitynotification', 'boolean'],
  ['subscriptionconfirmationpendingpageurl', ''],
  ['subscriptionconfirmedpageurl', ''],
  ['subscriptionerrorpageurl', ''],
  ['unsubscriptionconfirmedpageurl', ''],
  ['unsubscriptionerrorpageurl', ''],
  ['reqbyemailsearchtoaddress', 'an email address'],
  ['reqbyemailsubscriptioncommand', ''],
  ['reqbyemailunsubscriptioncommand', ''],
  ['syncstatus', "'Enabled' or 'Disabled'"],
  ['syncperiod', ''],
  ['syncsendreportemail', "'Yes' or 'No'"],
  ['syncdbhost', ''],
  ['syncdbport', ''],
  ['syncdbusername', ''],
  ['syncdbpassword', ''],
  ['syncdbname', ''],
  ['syncdbquery', ''],
  ['syncfieldmapping', ''],
  ['synclastdatetime', 'YYYY-MM-DD HH:MM:SS'],
  ['optoutscope', "'This list' or 'All lists'"],
  ['optoutsubscribeto', 'list ids'],
  ['optoutunsubscribefrom', 'list ids'],
  ['optinsubscribeto', 'list ids'],
  ['optinunsubscribefrom', 'list ids'],
];
/** List.Update: every setting optional; at least one must change (11). */
export class ListUpdateRequest {
  @Param('The list (also accepted as `ListID`)', true)
  subscriberlistid?: string | number;
  listid?: string | number;
}
for (const [name, description] of LIST_UPDATE_SETTINGS) Param(description)(ListUpdateRequest.prototype, name);

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
    6: 'invalid setting',
    8: 'data synchronization settings invalid',
    9: 'invalid email for ReqByEmailSearchToAddress',
    10: 'invalid opt-out suppression option',
    11: 'nothing to update',
  },
  summary: "Update a list's settings.",
});
