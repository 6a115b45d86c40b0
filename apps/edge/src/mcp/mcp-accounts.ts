/** One account the stdio server can act for. */
export interface StdioAccount {
  name: string;
  baseUrl: string;
  apiKey: string;
  readOnly: boolean;
  allowSends: boolean;
}

export interface StdioSettings {
  /** OCTETH_ACCOUNTS: `{ "<name>": { "baseUrl", "apiKey", "readOnly"?, "allowSends"? } }` */
  accounts?: string;
  baseUrl?: string;
  apiKey?: string;
  readOnly: boolean;
  allowSends: boolean;
}

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value);

/**
 * The accounts of the stdio server: the named ones of OCTETH_ACCOUNTS (none in use until the assistant switches),
 * or the single OCTETH_BASE_URL and OCTETH_API_KEY pair (in use at once). A per-account flag overrides the global one.
 */
export function stdioAccounts(settings: StdioSettings): { accounts: StdioAccount[]; multi: boolean } | { problem: string } {
  if (settings.accounts) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(settings.accounts);
    } catch {
      return { problem: 'OCTETH_ACCOUNTS is not valid JSON' };
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !Object.keys(parsed).length)
      return { problem: 'OCTETH_ACCOUNTS must be a JSON object of named accounts' };
    const accounts: StdioAccount[] = [];
    for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
      const entry = (value ?? {}) as Record<string, unknown>;
      if (!isHttpUrl(entry.baseUrl) || typeof entry.apiKey !== 'string' || !entry.apiKey)
        return { problem: `OCTETH_ACCOUNTS.${name} needs baseUrl (http or https) and apiKey` };
      accounts.push({
        name,
        baseUrl: entry.baseUrl,
        apiKey: entry.apiKey,
        readOnly: typeof entry.readOnly === 'boolean' ? entry.readOnly : settings.readOnly,
        allowSends: typeof entry.allowSends === 'boolean' ? entry.allowSends : settings.allowSends,
      });
    }
    return { accounts, multi: true };
  }
  if (!settings.apiKey) return { problem: 'OCTETH_API_KEY (a user API key) is required, or OCTETH_ACCOUNTS' };
  if (!isHttpUrl(settings.baseUrl)) return { problem: 'OCTETH_BASE_URL (the platform address, http or https) is required' };
  return {
    accounts: [{ name: 'default', baseUrl: settings.baseUrl, apiKey: settings.apiKey, readOnly: settings.readOnly, allowSends: settings.allowSends }],
    multi: false,
  };
}
