import 'reflect-metadata';

import { runServiceProcess } from '@mail/bus';

import { CampaignsModule } from './campaigns.module';

void runServiceProcess(CampaignsModule, 'campaigns');
