import { parseStringPromise } from 'xml2js';

import { HardFailure, hardFailureStatus } from '@mail/contracts';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** The hard failures that say "the client's request is wrong": the only ones a malformed request may earn. */
const CLIENT_HARD_FAILURES = new Set<number>([HardFailure.InvalidJson, HardFailure.InvalidConnectionMethod, HardFailure.UnknownCommand]);
/** Spec: these two arise before the format is known, so they answer JSON even when XML was asked for. */
const ALWAYS_JSON = new Set<number>([HardFailure.InvalidJson, HardFailure.InvalidConnectionMethod]);

/**
 * Why an answer to a malformed request breaks the contract, or undefined when it keeps it:
 * - JSON bodies parse; legacy ones carry a boolean `Success`, v1 ones are the `Errors` shape or a success object;
 * - XML bodies start with `<?xml`, have a `<response>` root and parse (no raw control characters);
 * - XML was asked for: only 100000/100001 may answer in JSON;
 * - a hard failure's HTTP status is the one of the spec's table;
 * - no 5xx at all: every 5xx hard failure (100002, 100004, 100005 and invented ones) means a server-side fault,
 *   never the client's mistake, and every service is up during the fuzz;
 * - `mayAnswerFile` (the command's contract sets `rawReply`): a 2xx answer may be the file itself, in its own type.
 */
export async function envelopeViolation(answer: Answer, route: 'legacy' | 'v1', askedXml: boolean, mayAnswerFile = false): Promise<string | undefined> {
  const isXml = answer.contentType.includes('xml');
  if (mayAnswerFile && answer.status >= 200 && answer.status < 300 && !isXml && !answer.contentType.includes('json')) return undefined;
  let code: unknown;
  if (isXml) {
    const text = answer.text.trimStart();
    if (!text.startsWith('<?xml')) return 'XML without <?xml declaration';
    if (!text.includes('<response>') && !text.includes('<response ')) return 'XML without <response> root';
    let doc: { response?: Record<string, unknown> };
    try {
      doc = (await parseStringPromise(text, { explicitArray: false, strict: true })) as typeof doc;
    } catch (error) {
      return `XML that does not parse (${(error as Error).message.split('\n')[0]})`;
    }
    code = hardCode(doc.response?.ErrorCode);
  } else {
    if (!answer.contentType.includes('json')) return `content type "${answer.contentType}" is neither JSON nor XML`;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(answer.text) as Record<string, unknown>;
    } catch {
      return 'JSON body that does not parse';
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return 'JSON body that is not an object';
    const legacyShape = typeof body.Success === 'boolean';
    const v1Shape = Array.isArray(body.Errors) || (!('Success' in body) && answer.status < 400);
    if (route === 'legacy' && !legacyShape) return 'legacy answer without boolean Success';
    if (route === 'v1' && !legacyShape && !v1Shape) return 'v1 answer neither Errors nor a success body';
    code = hardCode(body.ErrorCode) ?? hardCode((body.Errors as { Code?: unknown }[] | undefined)?.[0]?.Code);
  }
  if (answer.status >= 500) return `HTTP ${answer.status} (hard failure ${String(code)}) for a client's malformed request`;
  if (!isXml && askedXml && !(typeof code === 'number' && ALWAYS_JSON.has(code))) return 'JSON answer although XML was asked for';
  if (typeof code === 'number' && answer.status >= 400) {
    if (hardFailureStatus(code) !== answer.status) return `hard failure ${code} with HTTP ${answer.status}, the table says ${hardFailureStatus(code)}`;
    if (!CLIENT_HARD_FAILURES.has(code)) return `hard failure ${code} for a client's malformed request`;
  }
  return undefined;
}

function hardCode(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && n >= 100000 && n <= 199999 ? n : undefined;
}
