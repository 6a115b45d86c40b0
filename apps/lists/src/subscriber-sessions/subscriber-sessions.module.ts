import { Module } from '@nestjs/common';

import { secretKeyringProvider } from '@mail/secrets';

import { ListsCommonModule } from '../common/lists-common.module';
import { SubscriberLoginHandler } from './subscriber-login/subscriber-login.handler';
import { SubscriberLoginService } from './subscriber-login/subscriber-login.service';
import { SubscriberSessionTokens } from './subscriber-session.tokens';
import { SubscriberSessionsRepository } from './subscriber-sessions.repository';
import { SubscriberGetlistsHandler } from './subscriber-getlists/subscriber-getlists.handler';
import { SubscriberGetlistsService } from './subscriber-getlists/subscriber-getlists.service';

/**
 * subscriber-sessions: subscriber.login opens a session for one subscriber (a signed token, SubscriberSessionTokens) and
 * the commands that take one (subscriber.getlists) read only that subscriber's own subscriptions.
 */
@Module({
  imports: [ListsCommonModule],
  controllers: [SubscriberGetlistsHandler, SubscriberLoginHandler],
  providers: [SubscriberGetlistsService, SubscriberLoginService, SubscriberSessionsRepository, SubscriberSessionTokens, secretKeyringProvider],
})
export class SubscriberSessionsModule {}
