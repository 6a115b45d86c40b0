import { Module } from '@nestjs/common';

import { secretKeyringProvider } from '@mail/secrets';

import { ListsCommonModule } from '../common/lists-common.module';
import { SubscriberLoginHandler } from './subscriber-login/subscriber-login.handler';
import { SubscriberLoginService } from './subscriber-login/subscriber-login.service';
import { SubscriberSessionTokens } from './subscriber-session.tokens';
import { SubscriberSessionResolveHandler } from './subscriber-session-resolve/subscriber-session-resolve.handler';
import { SubscriberGetlistsHandler } from './subscriber-getlists/subscriber-getlists.handler';
import { SubscriberGetlistsService } from './subscriber-getlists/subscriber-getlists.service';

/**
 * subscriber-sessions: subscriber.login opens a session for one subscriber (a signed token, SubscriberSessionTokens) and
 * the commands that take one (subscriber.getlists) read only that subscriber's own subscriptions; the edge resolves
 * it through Queries.SubscriberSessionResolve for the `user-or-subscriber` commands (SubscriberScope limits them).
 */
@Module({
  imports: [ListsCommonModule],
  controllers: [SubscriberGetlistsHandler, SubscriberLoginHandler, SubscriberSessionResolveHandler],
  providers: [SubscriberGetlistsService, SubscriberLoginService, SubscriberSessionTokens, secretKeyringProvider],
})
export class SubscriberSessionsModule {}
