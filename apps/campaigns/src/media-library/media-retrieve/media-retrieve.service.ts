import { Injectable } from '@nestjs/common';

import { CommandError, type MediaRetrieveReply, type MediaRetrieveRequest } from '@mail/contracts';

import { mediaBaseUrl, publicUrl } from '../media-files';
import { MediaLibraryRepository } from '../media-library.repository';

/** media.retrieve: one of the caller's files; 2 for any other id. */
@Injectable()
export class MediaRetrieveService {
  constructor(private readonly media: MediaLibraryRepository) {}

  async run(userId: number, input: MediaRetrieveRequest, requestBaseUrl?: string): Promise<MediaRetrieveReply> {
    const file = await this.media.findFile(userId, Number(String(input.mediaid).trim()));
    if (!file) throw new CommandError(2, 'Media not found');
    return { Name: file.name, Type: file.mime_type, Size: file.size, URL: publicUrl(mediaBaseUrl(requestBaseUrl), file.storage_key, file.name) };
  }
}
