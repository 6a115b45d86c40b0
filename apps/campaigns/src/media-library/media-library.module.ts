import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { MediaBrowseHandler } from './media-browse/media-browse.handler';
import { MediaBrowseService } from './media-browse/media-browse.service';
import { MediaLibraryRepository } from './media-library.repository';
import { MediaUploadHandler } from './media-upload/media-upload.handler';
import { MediaUploadService } from './media-upload/media-upload.service';
import { MediaRetrieveHandler } from './media-retrieve/media-retrieve.handler';
import { MediaRetrieveService } from './media-retrieve/media-retrieve.service';
import { MediaDeleteHandler } from './media-delete/media-delete.handler';
import { MediaDeleteService } from './media-delete/media-delete.service';
import { MediaFoldercreateHandler } from './media-foldercreate/media-foldercreate.handler';
import { MediaFoldercreateService } from './media-foldercreate/media-foldercreate.service';
import { MediaFolderdeleteHandler } from './media-folderdelete/media-folderdelete.handler';
import { MediaFolderdeleteService } from './media-folderdelete/media-folderdelete.service';
import { MediaPublicFileHandler } from './media-public-file/media-public-file.handler';
import { MediaPublicFileService } from './media-public-file/media-public-file.service';
import { mediaStorageProvider } from './storage/media-storage.provider';

/** media-library: the media.* commands, the public file path, and the storage (local disk or S3) they share. */
@Module({
  imports: [CampaignsCommonModule],
  controllers: [
    MediaPublicFileHandler,
    MediaFolderdeleteHandler,
    MediaFoldercreateHandler,
    MediaDeleteHandler,
    MediaRetrieveHandler,
    MediaUploadHandler,
    MediaBrowseHandler,
  ],
  providers: [
    MediaFolderdeleteService,
    MediaFoldercreateService,
    MediaDeleteService,
    MediaRetrieveService,
    MediaUploadService,
    MediaBrowseService,
    MediaLibraryRepository,
    MediaPublicFileService,
    mediaStorageProvider,
  ],
})
export class MediaLibraryModule {}
