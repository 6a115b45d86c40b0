/**
 * Which company serves a zone, from the host names of its NS records. The first three are the providers
 * dns.authorize and dns.set support (their `Provider` value); the others are named so the user learns why
 * automation is not offered. Listed in docs/services/gateway.md.
 */
export const NS_PROVIDERS: readonly { provider: string; pattern: RegExp }[] = [
  { provider: 'cloudflare', pattern: /\.ns\.cloudflare\.com$/ },
  { provider: 'godaddy', pattern: /\.domaincontrol\.com$/ },
  { provider: 'namecheap', pattern: /\.(registrar-servers|namecheaphosting)\.com$/ },
  { provider: 'route53', pattern: /\.awsdns-\d+\.(com|net|org|co\.uk)$/ },
  { provider: 'google', pattern: /\.(googledomains\.com|google\.com)$/ },
  { provider: 'digitalocean', pattern: /\.digitalocean\.com$/ },
  { provider: 'azure', pattern: /\.azure-dns\.(com|net|org|info)$/ },
  { provider: 'hetzner', pattern: /\.(hetzner\.com|hetzner\.de|your-server\.de)$/ },
];

/** The provider every NS host names (hosts lower-cased, trailing dot ignored), or undefined when none or several. */
export function providerOfNameServers(hosts: readonly string[]): string | undefined {
  const found = new Set(
    hosts.map((h) => {
      const host = h.toLowerCase().replace(/\.$/, '');
      return NS_PROVIDERS.find((p) => p.pattern.test(host))?.provider;
    }),
  );
  if (found.size !== 1) return undefined;
  return [...found][0];
}

/** The names to ask for NS records, the domain first, then each parent down to two labels (a subdomain has none). */
export function zoneCandidates(domain: string): string[] {
  const labels = domain.split('.');
  return labels.slice(0, Math.max(labels.length - 1, 1)).map((_, i) => labels.slice(i).join('.'));
}
