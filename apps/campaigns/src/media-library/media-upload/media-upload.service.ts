import { Inject, Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { CommandError, folderIdOf, type MediaUploadReply, type MediaUploadRequest } from '@mail/contracts';

import { CAMPAIGNS_CONFIG, type CampaignsConfig } from '../../campaigns.config';
import { allowedType, decodeBase64, decodedSizeBound, newStorageKey, sizeOf, sniffType } from '../media-files';
import { MediaLibraryRepository } from '../media-library.repository';
import { MEDIA_STORAGE, type MediaStorage } from '../storage/media-storage';
import { removeStored } from '../storage/remove-stored';

const log = logger('campaigns.media');

/**
 * media.upload: the base64 MediaData decoded, held to MEDIA_MAX_BYTES (4), to the allowed types (7) and to being a
 * file of MediaType of MediaSize bytes (8), stored under a fresh key, then recorded in the folder (9 when it is not
 * the caller's). 1, 2, 3, 5, 6: the DTO's.
 */
@Injectable()
export class MediaUploadService {
  constructor(
    private readonly media: MediaLibraryRepository,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(CAMPAIGNS_CONFIG) private readonly config: Pick<CampaignsConfig, 'media'>,
  ) {}

  async run(userId: number, input: MediaUploadRequest): Promise<MediaUploadReply> {
    const { maxBytes } = this.config.media;
    const declared = sizeOf(input.mediasize);
    const data = String(input.mediadata);
    if ((declared ?? 0) > maxBytes || decodedSizeBound(data.replace(/\s+/g, '')) > maxBytes + 3 + 64) throw tooLarge(maxBytes);
    const type = allowedType(String(input.mediatype));
    if (!type) throw new CommandError(7, 'MediaType is not allowed (image/jpeg, image/png, image/gif, image/webp, application/pdf)');
    const bytes = decodeBase64(data);
    if (bytes && bytes.length > maxBytes) throw tooLarge(maxBytes);
    if (!bytes || bytes.length === 0 || sniffType(bytes) !== type) throw new CommandError(8, `MediaData is not base64-encoded ${type} content`);
    if (declared !== bytes.length) throw new CommandError(8, `MediaSize is not the size of the decoded MediaData (${bytes.length} bytes)`);
    const folderId = folderIdOf(input.folderid) || null;
    if (folderId !== null && !(await this.media.ownsFolder(userId, folderId))) throw folderNotFound();
    const storageKey = newStorageKey(userId);
    await this.storage.put(storageKey, bytes, type);
    const id = await this.media.insertFile({ userId, folderId, name: String(input.medianame).trim(), mimeType: type, size: bytes.length, storageKey });
    if (id === undefined) {
      // the folder was deleted meanwhile
      await removeStored(this.storage, [storageKey], log);
      throw folderNotFound();
    }
    return { MediaID: id };
  }
}

const tooLarge = (maxBytes: number) => new CommandError(4, `The file is larger than allowed (${maxBytes} bytes)`);
const folderNotFound = () => new CommandError(9, 'Folder not found');
