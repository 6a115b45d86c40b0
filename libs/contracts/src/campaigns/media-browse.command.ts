import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { isFolderRef } from './requests/media-names';
import { ifGiven, Rule } from './requests/param-rules';

export class MediaBrowseRequest {
  @Rule('folderRef', ifGiven(isFolderRef), code(1, 'Folder not found'))
  @Param('Folder to open; 0 (default) is the root')
  folderid?: string | number;
}

export interface MediaFolderRow {
  ID: number;
  Name: string;
  ParentFolderID: number;
}

export interface MediaFileRow {
  ID: number;
  Name: string;
  URL: string;
}

export interface MediaBrowseReply {
  Folders: MediaFolderRow[];
  Files: MediaFileRow[];
}

export const MediaBrowse = defineCommand({
  name: 'media.browse',
  service: 'campaigns',
  auth: 'user',
  request: MediaBrowseRequest,
  returns: reply<MediaBrowseReply>(),
  reply: 'Folders [{ ID, Name, ParentFolderID }], Files [{ ID, Name, URL }]',
  errorStyle: 'array',
  errors: { 1: { meaning: "FolderID is neither 0 nor one of the caller's folders (another user's answers this too)", httpStatus: 404 } },
  summary: "List the folders and files inside one folder of the caller's media library (deprecated by the vendor, no replacement).",
  notes: 'Folders and files by name (case-insensitively), then id. URL is the public address of the file (no credentials).',
});
