import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { GATEWAY_NOTES } from './gateway-params';

/** The sizes a send may have, stored as given (docs/decisions.md, "Bounds of a gateway send"). */
export const SEND_LIMITS = {
  /** characters: one header line (RFC 5322) */
  subject: 998,
  /** characters of a display name (From, To, CC, BCC, ReplyTo) */
  name: 256,
  /** extra headers, and the characters of each one's value */
  headers: 50,
  headerValue: 998,
  /** characters of a tag (at most 20 tags are kept) */
  tag: 128,
  /** characters of an attachment's file name */
  filename: 255,
  /** UTF-8 bytes of HTMLContent and PlainContent together */
  bodyBytes: 4 * 1024 * 1024,
  /** decoded bytes of every attachment together */
  attachmentBytes: 10 * 1024 * 1024,
} as const;

const SEND_LIMITS_TEXT =
  'Subject 998 characters, a name 256, at most 50 Headers of 998 characters each, a tag 128, an attachment file name 255, ' +
  'HTMLContent and PlainContent 4 MiB together (UTF-8), attachments 10 MiB together (decoded)';

/** POST /api/v1/email. The service checks every field (codes in the contract), so nothing is validated here. */
export class GatewayEmailSendRequest {
  @Param("the sender domain's API key, when it is not sent as Authorization: Bearer (legacy Command=emailgateway.sendemail)")
  senderapikey?: string;
  @Param('Subject line', true) subject?: string;
  @Param("{ name, email } or 'Name <address>' (the sender domain of the key)", true) from?: unknown;
  @Param('[{ name, email }] or addresses (at most 50 recipients in To, CC and BCC together)', true) to?: unknown;
  @Param('Carbon copies, as To') cc?: unknown;
  @Param('Blind copies, as To (never written in the headers)') bcc?: unknown;
  @Param('{ name, email } or an address') replyto?: unknown;
  @Param("'html' or 'plain' (default: html when HTMLContent is given)") contenttype?: string;
  @Param('HTML body') htmlcontent?: string;
  @Param('Plain text body') plaincontent?: string;
  @Param('Extra headers { Name: value } (X-*, List-Unsubscribe, ...; never From, To, Subject, DKIM-Signature)') headers?: Record<string, unknown>;
  @Param('Tags (array of strings), stored with the message and sent with its events') tags?: unknown;
  @Param('[{ filename, content (base64), contenttype }]') attachments?: unknown;
  @Param('Unix time: deliver not before') sendat?: string | number;
  @Param('boolean: rewrite links to be counted (click events)') tracklinks?: unknown;
  @Param('boolean: add an open pixel (open events)') trackopens?: unknown;
  @Param("One of the user's lists: one message to each Subscribed, unsuppressed subscriber (the first 250; To, CC and BCC are not used)")
  targetlistid?: unknown;
}

export interface GatewayEmailSendReply {
  /** the queued message's id (a UUID), once the message is durably queued; with TargetListID one per recipient */
  MessageID: string | string[];
}

export const GatewayEmailSend = defineCommand({
  name: 'EmailGateway.Send',
  service: 'gateway',
  auth: 'sender-domain-key',
  v1: { methods: ['POST'], path: 'email' },
  aliases: ['emailgateway.sendemail'],
  request: GatewayEmailSendRequest,
  returns: reply<GatewayEmailSendReply>(),
  errorStyle: 'scalar',
  reply: 'MessageID (once the message is durably queued)',
  errors: {
    1: 'SenderAPIKey missing (no bearer and no SenderAPIKey)',
    3: "From missing, or not at the key's sender domain",
    8: 'Subject or To missing',
    9: 'ContentType is neither html nor plain (or absent with no content)',
    10: 'HTMLContent missing for ContentType html',
    11: 'PlainContent missing for ContentType plain',
    13: 'invalid sender API key (the bearer credential)',
    16: "TargetListID is not one of the user's lists",
    17: "the user's monthly or lifetime gateway limit is reached",
    18: 'a To address is missing (an entry without email)',
    19: 'a To address is invalid',
    20: 'more than 50 recipients in To, CC and BCC together, or a TargetListID list without recipients',
    21: 'a CC address is missing',
    22: 'a CC address is invalid',
    23: 'From is not an email address',
    24: 'a BCC address is missing',
    25: 'a BCC address is invalid',
    28: 'a ReplyTo address is missing',
    29: 'a ReplyTo address is invalid',
    31: 'more than one ReplyTo address',
    32: 'the sender domain is not activated (VerificationStatus is not Verified)',
    39: { meaning: "the TargetListID list's recipients could not be resolved (HTTP 502)", httpStatus: 502 },
    40: 'SendAt is not a unix time (ours)',
    41: 'an attachment has no filename or its content is not base64 (ours)',
    42: 'Headers is not an object of names to values, or names a header that cannot be set (ours)',
    43: 'a field holds text that cannot be stored: a NUL character or half a UTF-16 surrogate pair; the message names the field (ours)',
    44: `a field is over its size limit; the message names it (ours): ${SEND_LIMITS_TEXT}`,
    429: { meaning: 'a send rate (per minute, hour or day) is reached: the message names the seconds to wait (HTTP 429)', httpStatus: 429 },
  },
  summary: 'Send a transactional email through a sender domain (gateway API key as bearer).',
  notes: GATEWAY_NOTES,
});
