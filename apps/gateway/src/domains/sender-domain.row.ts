export type CheckStatus = 'Pending' | 'Verified' | 'Failed';

export interface SenderDomainRow {
  id: number;
  user_id: number;
  name: string;
  dkim_selector: string;
  /** sealed (DomainSecrets) */
  dkim_private_key: string;
  dkim_public_key: string;
  /** sealed (DomainSecrets) */
  signing_key: string;
  verification_status: CheckStatus;
  dkim_status: CheckStatus;
  spf_status: CheckStatus;
  created_at: Date;
  /** when DNS was last looked up for it; null until the first check */
  checked_at: Date | null;
  /** EmailGateway.UpdateDomain's settings under the vendor's keys (absent: the default) */
  options: Record<string, unknown>;
  /** which family lists it: EmailGateway.AddDomain's or user.senderdomain.create's (one model, two lists) */
  origin: DomainOrigin;
  /** paused by its user (user.senderdomain.update status=Disabled): never sent from */
  disabled: boolean;
  /** the last user.senderdomain.verify call */
  last_verified_at: Date | null;
  /** each shown DNS record's last verification result, by host name (absent: never checked) */
  dns_checks: Record<string, boolean>;
}

export type DomainOrigin = 'gateway' | 'user';

/** EmailGateway.GetDomains WithCounts: one domain's rows and its last 7 days */
export interface DomainCounts {
  keys: number;
  smtps: number;
  webhooks: number;
  sent: number;
  bounced: number;
  last_activity: Date | null;
}

export interface NewSenderDomain {
  userId: number;
  name: string;
  selector: string;
  sealedPrivateKey: string;
  publicKey: string;
  sealedSigningKey: string;
}
