import { Injectable } from '@nestjs/common';

import { CommandError, folderIdOf, isSafeMediaName, type MediaFoldercreateReply, type MediaFoldercreateRequest } from '@mail/contracts';

import { MediaLibraryRepository } from '../media-library.repository';

/** media.foldercreate: a folder under the root (0) or one of the caller's folders (3 otherwise); 4 for a name that looks like a path. */
@Injectable()
export class MediaFoldercreateService {
  constructor(private readonly media: MediaLibraryRepository) {}

  async run(userId: number, input: MediaFoldercreateRequest): Promise<MediaFoldercreateReply> {
    if (!isSafeMediaName(input.foldername))
      throw new CommandError(4, 'FolderName may not hold / \\ or control characters, be . or .., or exceed 255 characters');
    const id = await this.media.createFolder(userId, folderIdOf(input.parentfolderid) || null, String(input.foldername).trim());
    if (id === undefined) throw new CommandError(3, 'Parent folder not found');
    return { FolderID: id };
  }
}
