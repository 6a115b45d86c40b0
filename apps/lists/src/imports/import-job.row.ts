export interface ImportOptions {
  header: boolean;
  delimiter: string;
  duplicates: 'skip' | 'update';
  status: string;
  mapping?: Record<string, string>;
  triggerEvents: boolean;
  /** subscribers.import.post: tags every imported row's subscriber gets */
  tagIds?: number[];
  /** subscribers.import.post: the imported addresses also go on the user's (global) and/or the list's suppression list */
  suppress?: { global: boolean; list: boolean };
  /** subscribers.import.post: ImportStatusUpdateWebhookURL, kept with the job */
  webhookUrl?: string;
  /** set by the first run, not by the caller: rows per batch, fixed for the import so resumed runs cut the same batches */
  batchRows?: number;
  /** set when stored: the source is in `import_source` pieces (unset: an older import, its text in import_job.source) */
  pieces?: boolean;
}

export interface ImportJobRow {
  id: string;
  user_id: number;
  list_id: string;
  status: string;
  format: 'csv' | 'json';
  options: ImportOptions;
  total_rows: number | null;
  processed_rows: number;
  source_offset: string;
  committed_batches: number;
  imported: number;
  updated: number;
  skipped: number;
  failed: number;
}

export interface RowError {
  Row: number;
  EmailAddress: string;
  Reason: string;
}

/** at most this many per-row errors are kept on the job (all are counted) */
export const MAX_STORED_ERRORS = 1000;
