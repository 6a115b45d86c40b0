import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { InOrder } from './requests/param-rules';

export class MediaDeleteRequest {
  @InOrder(IsPresent(code(1, 'MediaID is missing')), IsPositiveId(code(2, 'Media not found')))
  @Param('File to delete', true)
  mediaid?: string | number;
}

export type MediaDeleteReply = Record<string, never>;

export const MediaDelete = defineCommand({
  name: 'media.delete',
  service: 'campaigns',
  auth: 'user-or-admin',
  request: MediaDeleteRequest,
  returns: reply<MediaDeleteReply>(),
  reply: '(nothing beyond Success)',
  errorStyle: 'array',
  errors: { 1: 'MediaID missing', 2: { meaning: "no such file, or a user key and another user's file", httpStatus: 404 } },
  summary: 'Delete one media file: its public URL answers 404 from then on (deprecated by the vendor, no replacement).',
  notes: "A user deletes their own files; an administrator key deletes any user's file by its id.",
});
