import type { ServiceHealthReply } from '@mail/contracts';

export type ServiceState = 'OK' | 'FAILED';

export interface ServiceStates {
  /** `Services` of the reply: OK when an instance answered ready */
  states: Record<string, ServiceState>;
  /** code 11: no instance answered in time */
  silent: string[];
  /** code 12: answered with failing checks, named: `lists (database)` */
  notReady: string[];
  /** every answering service's database check passed (else Database fails, code 7) */
  databasesOk: boolean;
}

/** What the services' health answers (undefined: none in time) say, in the order of `services`. */
export function serviceStates(services: readonly string[], replies: readonly (ServiceHealthReply | undefined)[]): ServiceStates {
  const result: ServiceStates = { states: {}, silent: [], notReady: [], databasesOk: true };
  services.forEach((service, i) => {
    const reply = replies[i];
    result.states[service] = reply?.ready ? 'OK' : 'FAILED';
    if (!reply) return void result.silent.push(service);
    if (reply.checks.database === 'FAILED') result.databasesOk = false;
    if (!reply.ready) {
      const failing = Object.keys(reply.checks).filter((check) => reply.checks[check] !== 'OK');
      result.notReady.push(`${service} (${failing.join(', ') || 'not ready'})`);
    }
  });
  return result;
}
