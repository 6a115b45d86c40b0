import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { AuthResolveHandler } from './auth-resolve/auth-resolve.handler';
import { AuthResolveRepository } from './auth-resolve/auth-resolve.repository';
import { ClientSessionRepository } from './auth-resolve/client-session.repository';
import { CaptchaIssueHandler } from './captcha-issue/captcha-issue.handler';
import { UserLoginHandler } from './user-login/user-login.handler';
import { UserLoginService } from './user-login/user-login.service';

/** Authentication: user login, captchas, and resolving a session or API key for the edge (sessions, 2FA and brute force are shared). */
@Module({
  imports: [AccountsCommonModule],
  controllers: [AuthResolveHandler, CaptchaIssueHandler, UserLoginHandler],
  providers: [AuthResolveRepository, ClientSessionRepository, UserLoginService],
})
export class AuthModule {}
