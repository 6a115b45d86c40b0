import 'reflect-metadata';

import { runServiceProcess } from '@mail/bus';

import { SmsModule } from './sms.module';

void runServiceProcess(SmsModule, 'sms');
