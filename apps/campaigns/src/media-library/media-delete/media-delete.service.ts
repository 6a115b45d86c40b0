import { Inject, Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { CommandError, type MediaDeleteReply, type MediaDeleteRequest } from '@mail/contracts';

import { MediaLibraryRepository } from '../media-library.repository';
import { MEDIA_STORAGE, type MediaStorage } from '../storage/media-storage';
import { removeStored } from '../storage/remove-stored';

const log = logger('campaigns.media');

/**
 * media.delete: the row goes first (the public URL answers 404 from that moment), then the stored bytes. `ownerId`
 * undefined: an administrator, who may delete any user's file.
 */
@Injectable()
export class MediaDeleteService {
  constructor(
    private readonly media: MediaLibraryRepository,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  async run(ownerId: number | undefined, input: MediaDeleteRequest): Promise<MediaDeleteReply> {
    const key = await this.media.deleteFile(ownerId, Number(String(input.mediaid).trim()));
    if (!key) throw new CommandError(2, 'Media not found');
    await removeStored(this.storage, [key], log);
    return {};
  }
}
