import { isEightBit } from './smtp-data';
import { envelopeAddress } from './smtp-envelope';
import { SmtpError } from './smtp-error';

/** One message waiting for, or travelling on, a connection. */
export class SmtpJob {
  /** MAIL FROM, RCPT TO and DATA as written for the connection's extensions (set by `prepare`) */
  envelope = '';
  /** its content was written: from here on a lost connection leaves its outcome unknown */
  handedOver = false;
  /** times it went back to the queue because its connection was lost before the content was written */
  requeued = 0;
  private readonly eightBit: boolean;

  constructor(
    readonly from: string,
    readonly to: string,
    readonly raw: string | Buffer,
    readonly resolve: () => void,
    readonly reject: (error: Error) => void,
    /** epoch ms: not taken by a connection after this (SmtpClient.take) */
    readonly sendBy?: number,
  ) {
    this.eightBit = isEightBit(raw);
  }

  /** writes the envelope commands for a server with these EHLO extensions; an error when the server cannot take this message */
  prepare(extensions: Map<string, string>): SmtpError | undefined {
    try {
      const from = envelopeAddress(this.from, 'MAIL FROM');
      const to = envelopeAddress(this.to, 'RCPT TO');
      const params: string[] = [];
      if (this.eightBit && extensions.has('8BITMIME')) params.push('BODY=8BITMIME');
      if (from.utf8 || to.utf8) {
        if (!extensions.has('SMTPUTF8')) return new SmtpError(`the server does not take non-ASCII addresses (SMTPUTF8): ${this.to}`, 'EENVELOPE', 'MAIL FROM');
        params.push('SMTPUTF8');
      }
      this.envelope = `MAIL FROM:<${from.address}>${params.map((p) => ` ${p}`).join('')}\r\nRCPT TO:<${to.address}>\r\nDATA\r\n`;
      return undefined;
    } catch (error) {
      return error as SmtpError;
    }
  }
}
