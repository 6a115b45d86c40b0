import { NO_CACHE_HEADERS, type PublicResponse } from '@mail/contracts';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** an export (or one part of it) as a file download: `<name>.<extension>`, `<name>-part<n>.<extension>` past the first */
export function exportFile(name: string, body: string, options: { part?: number; extension?: string; contentType?: string } = {}): PublicResponse {
  const part = options.part ?? 1;
  const suffix = part > 1 ? `-part${part}` : '';
  return {
    status: 200,
    contentType: options.contentType ?? CSV_CONTENT_TYPE,
    body,
    headers: { ...NO_CACHE_HEADERS, 'content-disposition': `attachment; filename="${name}${suffix}.${options.extension ?? 'csv'}"` },
  };
}
