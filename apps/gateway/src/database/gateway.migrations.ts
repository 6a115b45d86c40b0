import { CreateGatewaySchema1798000000000 } from './migrations/1798000000000-CreateGatewaySchema';
import { OwnMessageQueue1798100000000 } from './migrations/1798100000000-OwnMessageQueue';
import { MessageClaimToken1798200000000 } from './migrations/1798200000000-MessageClaimToken';
import { DropDeliverMessageQueue1798300000000 } from './migrations/1798300000000-DropDeliverMessageQueue';
import { UsagePending1798400000000 } from './migrations/1798400000000-UsagePending';
import { MessageQueuePlans1798500000000 } from './migrations/1798500000000-MessageQueuePlans';
import { MessageCopiesSent1798600000000 } from './migrations/1798600000000-MessageCopiesSent';
import { SmtpAuthFailure1798750000000 } from './migrations/1798750000000-SmtpAuthFailure';
import { WebhookDeliveryQueue1798800000000 } from './migrations/1798800000000-WebhookDeliveryQueue';
import { SenderDomainOptions1800100000000 } from './migrations/1800100000000-SenderDomainOptions';
import { UserSenderDomains1800460000000 } from './migrations/1800460000000-UserSenderDomains';
import { StatsCounters1800510000000 } from './migrations/1800510000000-StatsCounters';
import { EventKeysetIndexes1800510000001 } from './migrations/1800510000001-EventKeysetIndexes';
import { EventExports1800510000002 } from './migrations/1800510000002-EventExports';

/** The gateway schema is changed only by these migrations, listed explicitly (the service kit runs them). */
export const GATEWAY_MIGRATIONS = [
  CreateGatewaySchema1798000000000,
  OwnMessageQueue1798100000000,
  MessageClaimToken1798200000000,
  DropDeliverMessageQueue1798300000000,
  UsagePending1798400000000,
  MessageQueuePlans1798500000000,
  MessageCopiesSent1798600000000,
  SmtpAuthFailure1798750000000,
  WebhookDeliveryQueue1798800000000,
  SenderDomainOptions1800100000000,
  UserSenderDomains1800460000000,
  StatsCounters1800510000000,
  EventKeysetIndexes1800510000001,
  EventExports1800510000002,
];
