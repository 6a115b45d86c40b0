import { busHandledSeconds, busRequestSeconds, childrenBy } from '@mail/ops';

import { BusLostError, BusTimeoutError, BusUnavailableError, type RawHandler } from './bus';

type Observer = { observe(seconds: number): void };
interface Outcomes {
  ok: Observer;
  unavailable: Observer;
  timeout: Observer;
  lost: Observer;
  error: Observer;
}

function outcomeOf(error: unknown): keyof Outcomes {
  if (error instanceof BusUnavailableError) return 'unavailable';
  if (error instanceof BusLostError) return 'lost';
  if (error instanceof BusTimeoutError) return 'timeout';
  return 'error';
}

/**
 * mail_bus_request_duration_seconds for one transport: each request/reply observed once, labelled by the target
 * service (the subject's first token) and how it ended. The labelled children are kept per subject.
 */
export class BusRequestMetrics {
  private readonly outcomes: (subject: string) => Outcomes;

  constructor(transport: 'nats' | 'in-process') {
    this.outcomes = childrenBy((subject: string) => {
      const dot = subject.indexOf('.');
      const service = dot > 0 ? subject.slice(0, dot) : subject;
      const child = (outcome: keyof Outcomes) => busRequestSeconds.labels(transport, service, outcome);
      return { ok: child('ok'), unavailable: child('unavailable'), timeout: child('timeout'), lost: child('lost'), error: child('error') };
    });
  }

  async observe<T>(subject: string, work: Promise<T>): Promise<T> {
    const started = performance.now();
    const outcomes = this.outcomes(subject);
    try {
      const reply = await work;
      outcomes.ok.observe((performance.now() - started) / 1000);
      return reply;
    } catch (error) {
      outcomes[outcomeOf(error)].observe((performance.now() - started) / 1000);
      throw error;
    }
  }
}

/**
 * mail_bus_handled_duration_seconds: the handler of one subject, observed in the process that answers (a service
 * that only answers requests shows its load here, its requesters' latency being theirs). The series are taken once.
 */
export function observedHandler(transport: 'nats' | 'in-process', subject: string, handler: RawHandler): RawHandler {
  const dot = subject.indexOf('.');
  const [service, command] = dot > 0 ? [subject.slice(0, dot), subject.slice(dot + 1)] : [subject, subject];
  const ok = busHandledSeconds.labels(transport, service, command, 'ok');
  const crashed = busHandledSeconds.labels(transport, service, command, 'crashed');
  return async (payload) => {
    const started = performance.now();
    try {
      const reply = await handler(payload);
      ok.observe((performance.now() - started) / 1000);
      return reply;
    } catch (error) {
      crashed.observe((performance.now() - started) / 1000);
      throw error;
    }
  };
}
