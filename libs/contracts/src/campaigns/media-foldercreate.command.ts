import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { isFolderRef } from './requests/media-names';
import { ifGiven, InOrder, Rule } from './requests/param-rules';

export class MediaFoldercreateRequest {
  @IsPresent(code(1, 'FolderName is missing'))
  @Param('Name of the new folder', true)
  foldername?: string;

  @InOrder(IsPresent(code(2, 'ParentFolderID is missing')), Rule('folderRef', ifGiven(isFolderRef), code(3, 'Parent folder not found')))
  @Param('Parent folder; 0 for the root', true)
  parentfolderid?: string | number;
}

export interface MediaFoldercreateReply {
  FolderID: number;
}

export const MediaFoldercreate = defineCommand({
  name: 'media.foldercreate',
  service: 'campaigns',
  auth: 'user',
  request: MediaFoldercreateRequest,
  returns: reply<MediaFoldercreateReply>(),
  reply: 'FolderID',
  errorStyle: 'array',
  errors: {
    1: 'FolderName missing',
    2: 'ParentFolderID missing',
    3: { meaning: "the parent folder is neither 0 nor one of the caller's folders", httpStatus: 404 },
    4: 'FolderName has / or \\, a control character, is . or .., or is longer than 255 characters',
  },
  summary: "Create a folder in the caller's media library (deprecated by the vendor, no replacement).",
});
