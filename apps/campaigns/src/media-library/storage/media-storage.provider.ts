import type { Provider } from '@nestjs/common';

import { CAMPAIGNS_CONFIG, type CampaignsConfig } from '../../campaigns.config';
import { LocalDiskStorage } from './local-disk.storage';
import { MEDIA_STORAGE, type MediaStorage } from './media-storage';
import { S3Storage } from './s3.storage';

/** S3 when MEDIA_S3_BUCKET is set, local disk (DATA_DIR/media) otherwise. */
export const mediaStorageProvider: Provider = {
  provide: MEDIA_STORAGE,
  inject: [CAMPAIGNS_CONFIG],
  useFactory: (config: CampaignsConfig): MediaStorage => (config.media.s3 ? new S3Storage(config.media.s3) : new LocalDiskStorage(config.media.dir)),
};
