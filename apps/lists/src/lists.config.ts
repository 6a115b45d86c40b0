import { readConfig } from '@mail/config';

/** Settings of the lists service, read once at boot (docs/configuration.md describes each variable). */
export interface ListsConfig {
  /** Subscriber.Tag/Untag/Unsubscribe by RulesJSON over more subscribers than this run as a job */
  bulkRulesSyncLimit: number;
  /** rows per bulk-import batch */
  importBatchRows: number;
  /** import batches committed in parallel per worker */
  importConcurrency: number;
  websiteEventRetentionDays: number;
  /** days a subscriber export's file is kept (then removed; the job stays listed) */
  exportFileRetentionDays: number;
}

/** Reads and checks the variables once: a value that cannot be used stops the boot naming it. */
export function readListsConfig(source: NodeJS.ProcessEnv = process.env): Readonly<ListsConfig> {
  return readConfig(
    'lists',
    (vars) => ({
      bulkRulesSyncLimit: vars.int('BULK_RULES_SYNC_LIMIT', { fallback: 10_000 }),
      importBatchRows: vars.int('IMPORT_BATCH_ROWS', { fallback: 5_000 }),
      importConcurrency: vars.int('IMPORT_CONCURRENCY', { fallback: 2 }),
      websiteEventRetentionDays: vars.int('WEBSITE_EVENT_RETENTION_DAYS'),
      exportFileRetentionDays: vars.int('EXPORT_FILE_RETENTION_DAYS', { fallback: 30, min: 1 }),
    }),
    source,
  );
}

export const LISTS_CONFIG = Symbol('LISTS_CONFIG');
