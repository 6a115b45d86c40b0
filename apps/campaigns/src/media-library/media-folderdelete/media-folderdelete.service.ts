import { Inject, Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { CommandError, type MediaFolderdeleteReply, type MediaFolderdeleteRequest } from '@mail/contracts';

import { MediaLibraryRepository } from '../media-library.repository';
import { MEDIA_STORAGE, type MediaStorage } from '../storage/media-storage';
import { removeStored } from '../storage/remove-stored';

const log = logger('campaigns.media');

/** media.folderdelete: the caller's folder with its sub-folders and files, rows first, then the stored bytes; 2 for any other folder. */
@Injectable()
export class MediaFolderdeleteService {
  constructor(
    private readonly media: MediaLibraryRepository,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  async run(userId: number, input: MediaFolderdeleteRequest): Promise<MediaFolderdeleteReply> {
    const keys = await this.media.deleteFolder(userId, Number(String(input.folderid).trim()));
    if (!keys) throw new CommandError(2, 'Folder not found');
    await removeStored(this.storage, keys, log);
    return {};
  }
}
