import { busRequestSeconds, childrenBy } from '@mail/ops';

import { BusLostError, BusTimeoutError, BusUnavailableError } from './bus';

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
