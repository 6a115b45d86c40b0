import 'reflect-metadata';

import { runServiceProcess } from '@mail/bus';

import { GatewayModule } from './gateway.module';

void runServiceProcess(GatewayModule, 'gateway');
