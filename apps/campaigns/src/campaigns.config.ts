import { readConfig } from '@mail/config';

import { type DeliveryConfig, readDeliveryConfig } from './delivery/delivery.config';
import { type MediaConfig, readMediaConfig } from './media-library/media.config';

/** Settings of the campaigns service, read once at boot (docs/configuration.md describes each variable). */
export interface CampaignsConfig {
  /** sender of a preview, spam test, report or journey mail whose email names none (MAIL_FROM) */
  mailFrom: string;
  /** where the inbound SMTP endpoint for delivery reports listens (BOUNCE_SMTP_HOST, BOUNCE_SMTP_PORT; port 0 picks one) */
  bounceSmtp: { host: string; port: number };
  /** shared secret of the provider bounce webhook (BOUNCE_WEBHOOK_SECRET); unset: the webhook answers 404 */
  bounceWebhookSecret?: string;
  /** the spamd Email.SpamTest scores with (SPAMD_URL); unset: the built-in rules score */
  spamdUrl?: string;
  /** last-click attribution window of a conversion (CONVERSION_ATTRIBUTION_DAYS) */
  conversionAttributionDays: number;
  /** one of AutoResendWaitDays' days in milliseconds (AUTO_RESEND_SECONDS_PER_DAY, at least one second) */
  autoResendDayMs: number;
  /** the send pipeline's settings (also provided alone as DELIVERY_CONFIG) */
  delivery: DeliveryConfig;
  /** the media library's size limit and storage (MEDIA_*) */
  media: MediaConfig;
}

/** Reads and checks the variables once: a value that cannot be used stops the boot naming it. */
export function readCampaignsConfig(source: NodeJS.ProcessEnv = process.env): Readonly<CampaignsConfig> {
  return readConfig(
    'campaigns',
    (vars) => ({
      mailFrom: vars.required('MAIL_FROM'),
      bounceSmtp: { host: vars.required('BOUNCE_SMTP_HOST'), port: vars.int('BOUNCE_SMTP_PORT') },
      bounceWebhookSecret: vars.text('BOUNCE_WEBHOOK_SECRET'),
      spamdUrl: vars.text('SPAMD_URL'),
      conversionAttributionDays: vars.int('CONVERSION_ATTRIBUTION_DAYS'),
      autoResendDayMs: Math.max(1, vars.int('AUTO_RESEND_SECONDS_PER_DAY')) * 1000,
      delivery: readDeliveryConfig(vars),
      media: readMediaConfig(vars),
    }),
    source,
  );
}

export const CAMPAIGNS_CONFIG = Symbol('CAMPAIGNS_CONFIG');
