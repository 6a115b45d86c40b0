import { Resolver } from 'node:dns/promises';

import { Inject, Injectable } from '@nestjs/common';

import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config';

const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

/**
 * DNS questions of the gateway (domain verification's TXT, dns.provider's NS) through node's resolver: the system's
 * servers, or GATEWAY_DNS_SERVERS (tests point it at a DNS server they start). "No such name" and "no such record"
 * are an empty answer; anything else (timeouts, SERVFAIL) throws, so a broken resolver never turns a verified domain
 * into a failed one.
 */
@Injectable()
export class DnsLookup {
  private readonly resolver = new Resolver({ timeout: 3000, tries: 2 });

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const servers = config.dns.servers;
    if (servers)
      this.resolver.setServers(
        servers
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
  }

  txt(name: string): Promise<string[][]> {
    return absentAsEmpty(this.resolver.resolveTxt(name));
  }

  ns(name: string): Promise<string[]> {
    return absentAsEmpty(this.resolver.resolveNs(name));
  }
}

async function absentAsEmpty<T>(answer: Promise<T[]>): Promise<T[]> {
  try {
    return await answer;
  } catch (error) {
    if (ABSENT.has((error as NodeJS.ErrnoException).code ?? '')) return [];
    throw error;
  }
}
