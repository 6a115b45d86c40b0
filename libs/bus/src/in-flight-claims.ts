import type { Msg, NatsConnection } from 'nats';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Subject on which every instance of a service says which of the asked requests it is handling. */
export function claimsSubject(prefix: string, subject: string): string {
  return `${prefix}_bus.claims.${subject.split('.')[0]}`;
}

/**
 * Service side: the reply subjects of the requests this instance is handling, per service. A
 * requester whose request waits long asks every instance (no queue group) which ones they hold;
 * an instance that was killed cannot claim its requests, so they fail fast instead of at the deadline.
 */
export class InFlightClaims {
  private readonly held = new Map<string, Set<string>>();

  constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
  ) {}

  /** The set for a service's subject, answering claim queries from the first call on. */
  holderFor(subject: string): Set<string> {
    const claims = claimsSubject(this.prefix, subject);
    let set = this.held.get(claims);
    if (!set) {
      const mine = new Set<string>();
      this.nc.subscribe(claims, { callback: (error, msg) => !error && this.answer(msg, mine) });
      this.held.set(claims, (set = mine));
    }
    return set;
  }

  private answer(msg: Msg, mine: Set<string>): void {
    let asked: unknown;
    try {
      asked = JSON.parse(decoder.decode(msg.data));
    } catch {
      return;
    }
    if (!Array.isArray(asked)) return;
    msg.respond(encoder.encode(JSON.stringify(asked.filter((reply) => typeof reply === 'string' && mine.has(reply)))));
  }
}
