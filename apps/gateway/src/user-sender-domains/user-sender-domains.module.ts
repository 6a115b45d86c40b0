import { Module } from '@nestjs/common';

import { GatewayCommonModule } from '../common/gateway-common.module';
import { DomainVerifier } from '../domains/verification/domain-verifier';
import { UserSenderdomainListHandler } from './user-senderdomain-list/user-senderdomain-list.handler';
import { UserSenderdomainListService } from './user-senderdomain-list/user-senderdomain-list.service';
import { UserSenderDomainsRepository } from './user-sender-domains.repository';
import { UserSenderdomainGetHandler } from './user-senderdomain-get/user-senderdomain-get.handler';
import { UserSenderdomainGetService } from './user-senderdomain-get/user-senderdomain-get.service';
import { UserSenderdomainCreateHandler } from './user-senderdomain-create/user-senderdomain-create.handler';
import { UserSenderdomainCreateService } from './user-senderdomain-create/user-senderdomain-create.service';
import { UserSenderdomainUpdateHandler } from './user-senderdomain-update/user-senderdomain-update.handler';
import { UserSenderdomainUpdateService } from './user-senderdomain-update/user-senderdomain-update.service';
import { UserSenderdomainDeleteHandler } from './user-senderdomain-delete/user-senderdomain-delete.handler';
import { UserSenderdomainDeleteService } from './user-senderdomain-delete/user-senderdomain-delete.service';
import { UserSenderdomainVerifyHandler } from './user-senderdomain-verify/user-senderdomain-verify.handler';
import { UserSenderdomainVerifyService } from './user-senderdomain-verify/user-senderdomain-verify.service';
import { UserSenderdomainDnsHandler } from './user-senderdomain-dns/user-senderdomain-dns.handler';
import { UserSenderdomainDnsService } from './user-senderdomain-dns/user-senderdomain-dns.service';
import { UserSenderdomainDnshostHandler } from './user-senderdomain-dnshost/user-senderdomain-dnshost.handler';
import { UserSenderdomainDnshostService } from './user-senderdomain-dnshost/user-senderdomain-dnshost.service';
import { UserSenderdomainSendtestHandler } from './user-senderdomain-sendtest/user-senderdomain-sendtest.handler';
import { UserSenderdomainSendtestService } from './user-senderdomain-sendtest/user-senderdomain-sendtest.service';

/** user.senderdomain.*: the campaign and journey sender domains, rows of the gateway's one sender-domain model. */
@Module({
  imports: [GatewayCommonModule],
  controllers: [
    UserSenderdomainSendtestHandler,
    UserSenderdomainDnshostHandler,
    UserSenderdomainDnsHandler,
    UserSenderdomainVerifyHandler,
    UserSenderdomainDeleteHandler,
    UserSenderdomainUpdateHandler,
    UserSenderdomainCreateHandler,
    UserSenderdomainGetHandler,
    UserSenderdomainListHandler,
  ],
  providers: [
    UserSenderdomainSendtestService,
    UserSenderdomainDnshostService,
    UserSenderdomainDnsService,
    UserSenderdomainVerifyService,
    UserSenderdomainDeleteService,
    UserSenderdomainUpdateService,
    UserSenderdomainCreateService,
    UserSenderdomainGetService,
    UserSenderdomainListService,
    UserSenderDomainsRepository,
    DomainVerifier,
  ],
})
export class UserSenderDomainsModule {}
