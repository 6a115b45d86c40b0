import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** internal.bounce.register: a raw bounce message handed in by a bounce processor. */
export class InternalBounceRegisterRequest {
  @IsNotEmpty(code(1, 'Missing EmailMessage'))
  @Param('The raw bounce message (RFC 822): a delivery status report (DSN) or a feedback-loop (ARF) report', true)
  emailmessage!: string;

  @Param('Envelope address the bounce was received at (a VERP return path); default `localhost`')
  mailfrom?: string;

  @Param("PowerMTA's bounce category; accepted and not used: the report's own status decides hard or soft")
  powermtabouncecategory?: string;
}

export interface InternalBounceRegisterReply {
  /** what was done: the report's type and how many recipients it was charged to */
  ErrorText: string;
}

export const InternalBounceRegister = defineCommand({
  name: 'internal.bounce.register',
  service: 'campaigns',
  auth: 'none',
  request: InternalBounceRegisterRequest,
  returns: reply<InternalBounceRegisterReply>(),
  reply: 'ErrorText',
  errorStyle: 'scalar',
  rateLimit: { requests: 600, windowSeconds: 60 },
  errors: { 1: 'EmailMessage missing', 2: { meaning: 'the report could not be recorded now: hand it in again later', httpStatus: 503 } },
  summary: 'Hand in a raw bounce or complaint report: it is charged to the campaign recipient its VERP return path names.',
  notes:
    'Public, as the vendor documents it: only reports addressed to a genuine (signed) VERP return path are recorded, found in MailFrom or ' +
    'the To, Delivered-To, X-Original-To or Envelope-To headers. A message that reports nothing, or names no genuine address, ' +
    'succeeds with ErrorText saying so (the vendor keeps ErrorCode 0 for "processing finished").',
});
