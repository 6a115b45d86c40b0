import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { InOrder } from './requests/param-rules';

export class MediaRetrieveRequest {
  @InOrder(IsPresent(code(1, 'MediaID is missing')), IsPositiveId(code(2, 'Media not found')))
  @Param('File to read', true)
  mediaid?: string | number;
}

export interface MediaRetrieveReply {
  Name: string;
  Type: string;
  Size: number;
  URL: string;
}

export const MediaRetrieve = defineCommand({
  name: 'media.retrieve',
  service: 'campaigns',
  auth: 'user',
  request: MediaRetrieveRequest,
  returns: reply<MediaRetrieveReply>(),
  reply: 'Name, Type, Size, URL',
  errorStyle: 'array',
  errors: { 1: 'MediaID missing', 2: { meaning: "no such file of the caller's", httpStatus: 404 } },
  summary: "One media file's name, MIME type, size and public URL (deprecated by the vendor, no replacement).",
});
