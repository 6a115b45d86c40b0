/** the steps of one export job, bound to its record by the owning service */
export interface ExportRun {
  /** writes the file (its parts) and answers the rows written */
  write(): Promise<number>;
  finish(rows: number): Promise<void>;
  fail(): Promise<void>;
}

/**
 * An export job's life: write, then finish; a failure marks the export failed and is rethrown (the job queue
 * retries it, and a retry starts the file over).
 */
export async function runExport(run: ExportRun): Promise<number> {
  try {
    const rows = await run.write();
    await run.finish(rows);
    return rows;
  } catch (error) {
    await run.fail();
    throw error;
  }
}

/** percent done: 100 once finished, else rows over the estimate, never 100 before the end */
export function exportProgress(rows: number, totalRows: number, finished: boolean): number {
  if (finished) return 100;
  return totalRows > 0 ? Math.min(99, Math.floor((rows / totalRows) * 100)) : 0;
}
