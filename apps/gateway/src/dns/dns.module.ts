import { Module } from '@nestjs/common';

import { GatewayCommonModule } from '../common/gateway-common.module';
import { DnsAuthorizeHandler } from './dns-authorize/dns-authorize.handler';
import { DnsAuthorizeService } from './dns-authorize/dns-authorize.service';
import { DnsProviderHandler } from './dns-provider/dns-provider.handler';
import { DnsProviderService } from './dns-provider/dns-provider.service';
import { DnsSetHandler } from './dns-set/dns-set.handler';
import { DnsSetService } from './dns-set/dns-set.service';
import { RecordsToSet } from './dns-set/records-to-set';
import { DnsProviders } from './providers/dns-providers';

/** DNS: which provider hosts a domain, authorizing one, and setting a sender domain's records there. */
@Module({
  imports: [GatewayCommonModule],
  controllers: [DnsProviderHandler, DnsAuthorizeHandler, DnsSetHandler],
  providers: [DnsProviders, RecordsToSet, DnsProviderService, DnsAuthorizeService, DnsSetService],
})
export class DnsModule {}
