import 'reflect-metadata';

import { runServiceProcess } from '@mail/bus';

import { JourneysModule } from './journeys.module';

void runServiceProcess(JourneysModule, 'journeys');
