/** The pooled transport's options for SMTP_URL: smtp:// (STARTTLS when offered) or smtps:// (TLS), credentials in the URL. */
export function smtpPoolOptions(smtpUrl: string, maxConnections = 5): { url: string; pool: true; maxConnections: number } {
  let parsed: URL;
  try {
    parsed = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL is not a URL (smtp://user:pass@host:port or smtps://...)');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') throw new Error(`SMTP_URL must use smtp:// or smtps://, not ${parsed.protocol}//`);
  if (!parsed.hostname) throw new Error('SMTP_URL has no host');
  return { url: smtpUrl, pool: true, maxConnections };
}

/** SMTP_URL without its password, for logs and banners. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const parsed = new URL(smtpUrl);
    if (parsed.password) parsed.password = '***';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return 'SMTP_URL (unparseable)';
  }
}
