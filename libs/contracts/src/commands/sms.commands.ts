import { defineCommand } from '../define-command';

const sms = { service: 'sms' as const, auth: 'user' as const, permission: 'SMSCampaigns.Get' };

export const SMS_COMMANDS = [
  defineCommand({
    name: 'smscampaign.stats',
    ...sms,
    v1: { methods: ['GET'], path: 'smscampaign.stats' },
    summary: 'Counters, rates and funnel of an SMS campaign.',
  }),
  defineCommand({
    name: 'smscampaign.stats.timeseries',
    ...sms,
    v1: { methods: ['GET'], path: 'smscampaign.stats.timeseries' },
    summary: 'Event time series.',
  }),
  defineCommand({
    name: 'smscampaign.stats.breakdown',
    ...sms,
    v1: { methods: ['GET'], path: 'smscampaign.stats.breakdown' },
    summary: 'Events broken down by a dimension.',
  }),
  defineCommand({
    name: 'smscampaign.recipients.browse',
    ...sms,
    v1: { methods: ['GET'], path: 'smscampaign.recipients' },
    summary: 'Recipients, cursor-paged.',
  }),
  defineCommand({ name: 'smscampaign.events.browse', ...sms, v1: { methods: ['GET'], path: 'smscampaign.events' }, summary: 'Events, cursor-paged.' }),
  defineCommand({
    name: 'smscampaign.replies.browse',
    ...sms,
    v1: { methods: ['GET'], path: 'smscampaign.replies' },
    summary: 'Inbound replies, cursor-paged.',
  }),
  defineCommand({
    name: 'smscampaign.linkclicks',
    ...sms,
    v1: { methods: ['GET'], path: 'smscampaign.linkclicks' },
    summary: 'Link clicks of an SMS campaign.',
  }),
];
