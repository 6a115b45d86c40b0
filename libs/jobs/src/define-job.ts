/**
 * A job type, declared once (like a command contract) and shared by the code that sends it and the
 * handler that runs it. The queue is `<service>.<name>` in the owning service's own jobs schema.
 */
export type JobPolicy = 'standard' | 'short' | 'singleton' | 'stately';

export interface JobOptions<P extends object> {
  /** owning service: its JobsModule creates the queue and runs the handler */
  service: string;
  /** kebab-case name, unique within the service */
  name: string;
  /** class-validator DTO: payloads are validated when sent and again when received */
  payload: new () => P;
  /** attempts after the first one (default 2) */
  retryLimit?: number;
  /** seconds before a retry (default 10) */
  retryDelay?: number;
  /** doubles the delay on each retry, with jitter (default true) */
  retryBackoff?: boolean;
  /** a run longer than this fails (and retries); its context.signal aborts (default 900, max 86399) */
  expireInSeconds?: number;
  /**
   * How a singleton key dedupes (pg-boss queue policy): 'short' one waiting job per key, 'singleton' one
   * running job per key, 'stately' one waiting plus one running per key, 'standard' no deduplication.
   */
  policy?: JobPolicy;
  /** derives the singleton key from the payload (needs a policy other than 'standard') */
  singletonKey?: (payload: P) => string;
}

export interface JobDefinition<P extends object = object> extends Readonly<Required<Omit<JobOptions<P>, 'singletonKey'>>> {
  /** pg-boss queue name */
  readonly queue: string;
  // method syntax: a JobDefinition<Payload> is usable where a JobDefinition<object> is expected
  singletonKey?(payload: P): string;
}

const NAME = /^[a-z][a-z0-9-]*$/;

export function defineJob<P extends object>(options: JobOptions<P>): JobDefinition<P> {
  if (!NAME.test(options.service) || !NAME.test(options.name)) throw new Error(`job names are kebab-case: ${options.service}.${options.name}`);
  const policy = options.policy ?? 'standard';
  if (options.singletonKey && policy === 'standard') throw new Error(`job ${options.name}: a singletonKey needs policy short, singleton or stately`);
  const expireInSeconds = options.expireInSeconds ?? 900;
  if (expireInSeconds < 1 || expireInSeconds >= 86_400) throw new Error(`job ${options.name}: expireInSeconds must be 1..86399`);
  return Object.freeze({
    service: options.service,
    name: options.name,
    queue: `${options.service}.${options.name}`,
    payload: options.payload,
    retryLimit: options.retryLimit ?? 2,
    retryDelay: options.retryDelay ?? 10,
    retryBackoff: options.retryBackoff ?? true,
    expireInSeconds,
    policy,
    singletonKey: options.singletonKey,
  });
}
