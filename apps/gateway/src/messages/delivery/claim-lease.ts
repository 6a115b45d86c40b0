/** no send starts this close to the lease's end (an SMTP socket timeout), nor in its last fifth when it is shorter */
const MARGIN_SECONDS = 60;

/**
 * How long this worker may still start sending the messages of a claim, measured on its own clock from before it
 * asked for the claim (so never later than the database's lease), less a margin for a send started just before
 * that: past the lease, the claim's unsettled messages are recorded as Unknown, and a send started then would be
 * one nobody records.
 */
export class ClaimLease {
  private readonly sendBy: number;
  private readonly until: number;

  constructor(
    leaseSeconds: number,
    private readonly clock: () => number = () => performance.now(),
  ) {
    const start = clock();
    this.until = start + leaseSeconds * 1000;
    this.sendBy = start + (leaseSeconds - Math.min(MARGIN_SECONDS, leaseSeconds / 5)) * 1000;
  }

  allowsSend(): boolean {
    return this.clock() < this.sendBy;
  }

  /** the claim is still this worker's to settle (its lease has not ended) */
  held(): boolean {
    return this.clock() < this.until;
  }

  /** the same moment on the wall clock (epoch ms), for the mailer: a message still queued in it then is not started */
  sendByEpoch(): number {
    return Date.now() + (this.sendBy - this.clock());
  }
}
