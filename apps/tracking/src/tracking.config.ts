import { readConfig } from '@mail/config';

/** Settings of the tracking service, read once at boot (docs/configuration.md describes each variable). */
export interface TrackingConfig {
  /** website events older than this many days are dropped with their day partition */
  websiteEventRetentionDays: number;
}

/** Reads and checks the variables once: a value that cannot be used stops the boot naming it. */
export function readTrackingConfig(source: NodeJS.ProcessEnv = process.env): Readonly<TrackingConfig> {
  return readConfig('tracking', (vars) => ({ websiteEventRetentionDays: vars.int('WEBSITE_EVENT_RETENTION_DAYS') }), source);
}

export const TRACKING_CONFIG = Symbol('TRACKING_CONFIG');
