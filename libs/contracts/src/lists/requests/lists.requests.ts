import { HasPositiveIds, IsPositiveId, Param } from '../../request-params';
import { code } from '../../validation';

/** List.Create: the name may also arrive as ListName or Name. */
export class ListCreateRequest {
  @Param('Name of the new list (also accepted as `ListName` or `Name`)', true)
  subscriberlistname?: string;
  listname?: string;
  name?: string;

  @Param("'Single' (default) or 'Double'")
  optinmode?: string;

  @Param('Confirmation email of a double opt-in list (implies Double)')
  optinconfirmationemailid?: string | number;
}

export class ListGetRequest {
  @IsPositiveId(code(1, "The 'ListID' parameter is missing or invalid."))
  @Param('The list (positive integer id)', true)
  listid?: string | number;
}

export class ListAssetsRequest {
  @IsPositiveId(code(1, "Required field 'ListID' is missing."))
  @Param('The list', true)
  listid?: string | number;
}

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

export class ListsDeleteRequest {
  @HasPositiveIds(code(1, 'Subscriber list ids are missing'))
  @Param('Comma-separated list ids', true)
  lists?: string;
}

export class ListsGetRequest {
  @Param('Page size')
  recordsperrequest?: string | number;

  @Param('Offset')
  recordsfrom?: string | number;

  @Param('Default ListID')
  orderfield?: string;

  @Param("'ASC' (default) or 'DESC'")
  ordertype?: string;
}
