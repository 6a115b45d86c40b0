import { IsBoolean, IsInt, IsOptional, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class VerifyDomainPayload {
  /** one domain (just added); absent: every domain due a check */
  @IsOptional() @IsInt() @Min(1) domainId?: number;
  /** the first check of a just-added domain: skipped when a round (or an operator) has checked it since */
  @IsOptional() @IsBoolean() firstCheck?: boolean;
}

/** every 10 minutes (UTC), once per tick across replicas */
export const VERIFY_DOMAINS_CRON = '*/10 * * * *';

/** Looks up sender domains' DKIM and SPF records and moves their statuses. */
export const VerifyDomainJob = defineJob({ service: 'gateway', name: 'verify-domain', payload: VerifyDomainPayload, retryLimit: 2, expireInSeconds: 600 });
