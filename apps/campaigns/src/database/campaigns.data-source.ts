import { provideServiceDataSource } from '@mail/db';

import { CreateCampaignsSchema1796601600000 } from './migrations/1796601600000-CreateCampaignsSchema';
import { CreateDeliveryTables1796605200000 } from './migrations/1796605200000-CreateDeliveryTables';

/** The campaigns schema is changed only by these migrations, listed explicitly; repositories write SQL, so no entities. */
export const CAMPAIGNS_MIGRATIONS = [CreateCampaignsSchema1796601600000, CreateDeliveryTables1796605200000];

export const campaignsDataSourceProvider = provideServiceDataSource({ service: 'campaigns', entities: [], migrations: CAMPAIGNS_MIGRATIONS });
