import { ConfigError } from '@mail/config';

import { readGatewayConfig } from './gateway.config';

describe(readGatewayConfig.name, () => {
  it('takes the documented defaults when nothing is set', () => {
    const config = readGatewayConfig({});
    expect(config.smtp).toEqual({ host: '127.0.0.1', port: 2587, publicHost: 'localhost', tlsCert: undefined, tlsKey: undefined });
    expect(config.bounceSmtp).toEqual({ host: '127.0.0.1', port: 2527 });
    expect(config.dns.servers).toBeUndefined();
    expect(config.dns.namecheapClientIp).toBe('');
    expect(config.busTimeoutMs).toBe(10_000);
    expect([config.spfInclude, config.returnPathHost]).toEqual(['_spf.localhost', 'localhost']);
    expect([config.webhookRetryBaseSeconds, config.deliveryLoops, config.deliveryLeaseSeconds]).toEqual([30, 2, 300]);
  });

  it('reads what is set', () => {
    const config = readGatewayConfig({
      GATEWAY_SMTP_PORT: '0',
      GATEWAY_DELIVERY_LOOPS: '0',
      GATEWAY_DELIVERY_LEASE_SECONDS: '3',
    });
    expect([config.smtp.port, config.deliveryLoops, config.deliveryLeaseSeconds]).toEqual([0, 0, 3]);
  });

  it('stops the boot on a value it cannot use, naming it', () => {
    expect(() => readGatewayConfig({ GATEWAY_DELIVERY_LOOPS: 'two' })).toThrow(ConfigError);
    expect(() => readGatewayConfig({ GATEWAY_SMTP_PORT: '70000' })).toThrow(/GATEWAY_SMTP_PORT/);
  });
});
