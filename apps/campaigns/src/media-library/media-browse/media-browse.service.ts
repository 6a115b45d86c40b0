import { Injectable } from '@nestjs/common';

import { CommandError, folderIdOf, type MediaBrowseReply, type MediaBrowseRequest } from '@mail/contracts';

import { mediaBaseUrl, publicUrl } from '../media-files';
import { MediaLibraryRepository } from '../media-library.repository';

/** media.browse: the sub-folders and files of one of the caller's folders (0: the root); 1 for any other folder. */
@Injectable()
export class MediaBrowseService {
  constructor(private readonly media: MediaLibraryRepository) {}

  async run(userId: number, input: MediaBrowseRequest, requestBaseUrl?: string): Promise<MediaBrowseReply> {
    const folderId = folderIdOf(input.folderid) || null;
    if (folderId !== null && !(await this.media.ownsFolder(userId, folderId))) throw new CommandError(1, 'Folder not found');
    const [folders, files] = await Promise.all([this.media.foldersIn(userId, folderId), this.media.filesIn(userId, folderId)]);
    const base = mediaBaseUrl(requestBaseUrl);
    return {
      Folders: folders.map((f) => ({ ID: f.id, Name: f.name, ParentFolderID: f.parent_id })),
      Files: files.map((f) => ({ ID: f.id, Name: f.name, URL: publicUrl(base, f.storage_key, f.name) })),
    };
  }
}
