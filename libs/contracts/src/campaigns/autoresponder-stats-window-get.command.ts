import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';

export class AutoresponderStatsWindowGetRequest {
  @IsPositiveId(code(1, 'Missing AutoResponderID'))
  @Param('Autoresponder to report on', true)
  autoresponderid?: string | number;

  @Param('Window length in days; default 30, at most 365')
  windowdays?: string | number;
}

export interface AutoresponderStatsCounters {
  TotalSent: number;
  TotalDelivered: number;
  TotalFailed: number;
  TotalOpens: number;
  UniqueOpens: number;
  TotalClicks: number;
  UniqueClicks: number;
  TotalUnsubscriptions: number;
  TotalHardBounces: number;
  TotalSoftBounces: number;
}

export interface AutoresponderStatsWindowGetReply {
  Window: { Days: number; From: string; To: string };
  Counters: AutoresponderStatsCounters;
  LastSentAt: string | null;
  NextScheduledAt: string | null;
}

export const AutoresponderStatsWindowGet = defineCommand({
  name: 'autoresponder.stats.window.get',
  service: 'campaigns',
  auth: 'user',
  request: AutoresponderStatsWindowGetRequest,
  returns: reply<AutoresponderStatsWindowGetReply>(),
  reply: 'Window, Counters, LastSentAt, NextScheduledAt',
  errorStyle: 'array',
  errors: { 1: 'AutoResponderID is missing', 2: 'the autoresponder does not exist or is not the caller’s' },
  summary: 'An autoresponder’s counters over the last N days, with its last and next send times.',
});
