import type { SmtpReply } from './smtp-reply';

/**
 * What went wrong, in nodemailer's error vocabulary (so callers classify both clients' errors alike):
 * - ECONNECTION / ETLS / EAUTH (command CONN, STARTTLS, AUTH): the connection could not be set up; nothing was handed over.
 * - EENVELOPE: MAIL FROM or RCPT TO was refused (responseCode and enhancedStatus are the server's) or the address is unusable.
 * - EMESSAGE: the server refused the message after its content (responseCode set).
 * - ESOCKET / ETIMEDOUT with command DATA: the connection was lost or went silent after the content was written;
 *   the server may have taken the message.
 */
export type SmtpErrorCode = 'ECONNECTION' | 'ETLS' | 'EAUTH' | 'EENVELOPE' | 'EMESSAGE' | 'ESOCKET' | 'ETIMEDOUT' | 'EPROTOCOL';

export class SmtpError extends Error {
  /** the server's reply code, only when it refused this message (never for a connection that could not be set up) */
  readonly responseCode?: number;
  /** the server's reply, as it was sent */
  readonly response?: string;
  /** the RFC 3463 enhanced status code of the reply (`5.1.1`), when the server gave one */
  readonly enhancedStatus?: string;

  constructor(
    message: string,
    readonly code: SmtpErrorCode,
    readonly command: string,
    reply?: SmtpReply,
    options: { refusal?: boolean } = { refusal: true },
  ) {
    super(message);
    this.name = 'SmtpError';
    if (reply) {
      this.response = reply.text;
      this.enhancedStatus = reply.enhancedStatus;
      if (options.refusal) this.responseCode = reply.code;
    }
  }
}

/** the server refused `command` for this message */
export function refusal(command: string, reply: SmtpReply): SmtpError {
  const code = command === 'MAIL FROM' || command === 'RCPT TO' ? 'EENVELOPE' : 'EMESSAGE';
  return new SmtpError(`${command} refused: ${reply.message}`, code, command, reply);
}
