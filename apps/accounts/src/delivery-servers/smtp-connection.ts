import { createTransport } from 'nodemailer';

/** One SMTP server's connection settings, the password in plaintext (only in memory). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** 'ssl': TLS from the first byte; 'tls': STARTTLS required; 'false' or '': STARTTLS when offered */
  secure: string;
  timeoutSeconds: number;
  auth: boolean;
  username: string;
  password: string;
}

export interface SmtpOutcome {
  ok: boolean;
  message: string;
}

function transport(s: SmtpSettings) {
  const timeout = Math.max(1, Math.min(s.timeoutSeconds || 30, 120)) * 1000;
  return createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure === 'ssl',
    requireTLS: s.secure === 'tls',
    ignoreTLS: false,
    // an administrator's own relay often has a certificate for another name: the test reports the connection, not the PKI
    tls: { rejectUnauthorized: false },
    auth: s.auth ? { user: s.username, pass: s.password } : undefined,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
}

/** Opens a real connection (TCP, TLS, EHLO, AUTH when on) and closes it: what deliveryserver.testresults reports. */
export async function verifySmtp(s: SmtpSettings): Promise<SmtpOutcome> {
  const t = transport(s);
  try {
    await t.verify();
    return { ok: true, message: `Connected to ${s.host}:${s.port}` };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  } finally {
    t.close();
  }
}

/** Sends one message through the settings (settings.emailsendingtest); the outcome, never a throw. */
export async function sendThroughSmtp(s: SmtpSettings, message: { from: string; to: string; subject: string; text: string }): Promise<SmtpOutcome> {
  const t = transport(s);
  try {
    const info = await t.sendMail(message);
    return { ok: true, message: `Sent as ${info.messageId}` };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  } finally {
    t.close();
  }
}
