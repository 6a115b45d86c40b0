import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';
import { code } from '../validation';

export class ListintegrationTesturlRequest {
  @IsPresent(code(1, 'URL is missing'))
  @MaxText(TextBounds.url, 2, 'URL')
  @Param('URL to test', true)
  url?: string;
}

export interface ListintegrationTesturlReply {
  /** extension: the receiver's HTTP status */
  StatusCode: number;
}

export const ListintegrationTesturl = defineCommand({
  name: 'listintegration.testurl',
  service: 'lists',
  auth: 'user',
  permission: 'List.Update',
  request: ListintegrationTesturlRequest,
  returns: reply<ListintegrationTesturlReply>(),
  reply: 'StatusCode (extension): the receiver answered 2xx to one signed test POST',
  errorStyle: 'array',
  errors: {
    1: 'URL missing',
    2: 'the URL could not be called: not an http(s) URL, a refused (private) address, no answer, or an answer other than 2xx (extension; ErrorText says which)',
  },
  summary: 'Call a list integration URL once with a signed test event and report the outcome.',
});
