/**
 * How long this worker may still start sending the messages of a claim, measured on its own clock from before it
 * asked for the claim (so never later than the database's lease), less a margin for a send started just before
 * that: past it, another worker may take the messages over, and a send started then would be a second copy.
 */
export class ClaimLease {
  private readonly sendBy: number;

  constructor(
    leaseSeconds: number,
    marginSeconds: number,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.sendBy = clock() + (leaseSeconds - marginSeconds) * 1000;
  }

  allowsSend(): boolean {
    return this.clock() < this.sendBy;
  }

  /** the same moment on the wall clock (epoch ms), for the mailer: a message still queued in it then is not started */
  sendByEpoch(): number {
    return Date.now() + (this.sendBy - this.clock());
  }
}
