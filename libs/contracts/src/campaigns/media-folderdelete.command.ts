import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { InOrder } from './requests/param-rules';

export class MediaFolderdeleteRequest {
  @InOrder(IsPresent(code(1, 'FolderID is missing')), IsPositiveId(code(2, 'Folder not found')))
  @Param('Folder to delete, with everything in it', true)
  folderid?: string | number;
}

export type MediaFolderdeleteReply = Record<string, never>;

export const MediaFolderdelete = defineCommand({
  name: 'media.folderdelete',
  service: 'campaigns',
  auth: 'user',
  request: MediaFolderdeleteRequest,
  returns: reply<MediaFolderdeleteReply>(),
  reply: '(nothing beyond Success)',
  errorStyle: 'array',
  errors: {
    1: 'FolderID missing',
    2: { meaning: "no such folder of the caller's (another user's folder answers this too)", httpStatus: 404 },
    3: 'never answered: the vendor sends it for a folder of another user, which we answer as not found (2) so ids reveal nothing',
  },
  summary: "Delete a folder of the caller's media library with its files and sub-folders (deprecated by the vendor, no replacement).",
});
