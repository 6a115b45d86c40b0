import { Inject, Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { htmlPage, paragraph, type PublicRequest, type PublicResponse } from '@mail/contracts';

import { MediaLibraryRepository } from '../media-library.repository';
import { MEDIA_STORAGE, type MediaStorage, STORAGE_KEY } from '../storage/media-storage';

const log = logger('campaigns.media');

/**
 * A media file at its public URL: the bytes with their stored type, for anyone holding the URL (images in mail are
 * fetched without credentials). The file is served as a download-safe resource: never sniffed into another type,
 * no script, no framing of our origin, and cached for an hour by browsers and proxies.
 */
@Injectable()
export class MediaPublicFileService {
  constructor(
    private readonly media: MediaLibraryRepository,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  async answer(req: PublicRequest): Promise<PublicResponse> {
    const key = `${req.params.user ?? ''}/${req.params.token ?? ''}`;
    const file = STORAGE_KEY.test(key) ? await this.media.fileByKey(key) : undefined;
    const bytes = file && (await this.storage.get(file.storage_key));
    if (!file || !bytes) {
      if (file) log.warn({ key, storage: this.storage.kind }, 'media: a recorded file is missing from the storage');
      return notFound();
    }
    return {
      status: 200,
      contentType: file.mime_type,
      body: bytes.toString('base64'),
      base64: true,
      headers: {
        'cache-control': 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      },
    };
  }
}

const notFound = () => htmlPage(404, 'Not found', paragraph('There is no file at this address.'));
