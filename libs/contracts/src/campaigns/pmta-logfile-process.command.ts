import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';

/**
 * POST /api/v1/process_pmta_log_file: PowerMTA accounting events, as `LogData` or as the bare JSON array body the
 * vendor's example sends. Entry keys (any case): `type` (`delivery`/`d`, `bounce`/`b`/`rb`, `complaint`/`f`),
 * `orig` (or `mailFrom`, `returnPath`: the message's VERP return path), `rcpt` (or `recipient`), `bounceType`
 * (`hard`/`soft`), `dsnStatus`, `dsnDiag`, `bounceCat`.
 */
export class PmtaLogfileProcessRequest {
  @Param('Array (or JSON text of one) of PowerMTA log entries; the body itself may be the array', true)
  logdata?: unknown;

  /** a bare JSON array body arrives here (the edge keeps a non-object JSON body under `body`) */
  @Param('(the request body, when it is a bare JSON array of entries)')
  body?: unknown;
}

export interface PmtaLogfileProcessReply {
  /** the vendor's v1 reply carries it too */
  Success: true;
  ProcessedCount: number;
  ErrorCount: number;
}

export const PmtaLogfileProcess = defineCommand({
  name: 'pmta.logfile.process',
  service: 'campaigns',
  auth: 'admin',
  aliases: ['process_pmta_log_file'],
  v1: { methods: ['POST'], path: 'process_pmta_log_file' },
  authFailureCode: 1,
  rateLimit: { requests: 100, windowSeconds: 60 },
  request: PmtaLogfileProcessRequest,
  returns: reply<PmtaLogfileProcessReply>(),
  reply: 'Success, ProcessedCount, ErrorCount',
  errorStyle: 'scalar',
  errors: { 1: { meaning: 'invalid AdminAPIKey (sent as a bearer token)', httpStatus: 401 }, 2: { meaning: 'LogData empty or not an array', httpStatus: 400 } },
  summary: 'Feed a batch of PowerMTA delivery-log events (bounces, complaints, deliveries) into campaign statistics.',
  notes:
    'An event is charged to the campaign recipient its VERP return path (`orig`) names; an event naming none, of an unknown type, or ' +
    'about another address counts in ErrorCount without failing the batch. Deliveries are counted as processed (the hand-over is ' +
    'already recorded when the message is sent).',
});
