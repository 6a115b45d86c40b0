import 'reflect-metadata';

import { runServiceProcess } from '@mail/bus';

import { TrackingModule } from './tracking.module';

void runServiceProcess(TrackingModule, 'tracking');
