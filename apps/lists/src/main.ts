import 'reflect-metadata';

import { runServiceProcess } from '@mail/bus';

import { ListsModule } from './lists.module';

void runServiceProcess(ListsModule, 'lists');
