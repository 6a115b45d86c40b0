/**
 * A message given a `sendBy` (RawMailMessage) that had not started going out by then: nothing of it was written to
 * the server, so whoever holds it may send it later or leave it to someone else.
 */
export class SendDeadlinePassed extends Error {
  constructor() {
    super('the message had not started going out by its sendBy; nothing was sent');
    this.name = 'SendDeadlinePassed';
  }
}
