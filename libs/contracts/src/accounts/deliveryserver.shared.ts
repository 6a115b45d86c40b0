import { IsNotEmpty } from 'class-validator';

import { Param } from '../request-params';
import { code } from '../validation';

/** What the delivery server commands share: the admin-only legacy command shape. */
export const DELIVERYSERVER_COMMAND = { service: 'accounts', auth: 'admin', errorStyle: 'array' } as const;

/** deliveryserver.create and .update: the SMTP connection and the domains of one delivery server. */
export class DeliveryServerFieldsRequest {
  @IsNotEmpty(code(1, 'Missing deliveryservername'))
  @Param('Name of the delivery server', true)
  deliveryservername!: string;

  @IsNotEmpty(code(2, 'Missing sendmethodsmtphost'))
  @Param('SMTP host', true)
  sendmethodsmtphost!: string;

  @IsNotEmpty(code(3, 'Missing sendmethodsmtpport'))
  @Param('SMTP port (1 – 65535)', true)
  sendmethodsmtpport!: string | number;

  @IsNotEmpty(code(4, 'Missing sendmethodsmtpsecure'))
  @Param('`false`, `ssl` or `tls`', true)
  sendmethodsmtpsecure!: string;

  @IsNotEmpty(code(5, 'Missing sendmethodsmtptimeout'))
  @Param('Connection timeout, seconds', true)
  sendmethodsmtptimeout!: string | number;

  @IsNotEmpty(code(6, 'Missing sendmethodsmtpauth'))
  @Param('`true` or `false`: authenticate to the SMTP server', true)
  sendmethodsmtpauth!: string | boolean;

  @Param('SMTP user; required when SendMethodSMTPAuth is true (7)', 'cond')
  sendmethodsmtpusername?: string;

  @Param(
    'SMTP password; required when SendMethodSMTPAuth is true on create (8); omitted on update keeps the stored one. Stored sealed, never shown back',
    'cond',
  )
  sendmethodsmtppassword?: string;

  @IsNotEmpty(code(9, 'Missing domainsettings_linktracking'))
  @Param('Link tracking domain', true)
  domainsettings_linktracking!: string;

  @IsNotEmpty(code(10, 'Missing domainsettings_opentracking'))
  @Param('Open tracking domain', true)
  domainsettings_opentracking!: string;

  @IsNotEmpty(code(11, 'Missing domainsettings_mfrom'))
  @Param('Return-path (MAIL FROM) domain', true)
  domainsettings_mfrom!: string;

  @Param('From address every message of this server is sent with (a valid email address)')
  domainsettings_enforcedfrom?: string;

  @Param('`true`/`false`: use the sender information as MAIL FROM')
  senderinfoasmfrom?: string | boolean;

  @Param('`true`/`false`: use the sender information as From')
  senderinfoasfrom?: string | boolean;
}

export const DELIVERYSERVER_FIELD_ERRORS = {
  1: 'DeliveryServerName missing',
  2: 'SendMethodSMTPHost missing',
  3: 'SendMethodSMTPPort missing or not a port number',
  4: 'SendMethodSMTPSecure missing',
  5: 'SendMethodSMTPTimeout missing',
  6: 'SendMethodSMTPAuth missing',
  7: 'SendMethodSMTPUsername missing while SMTP auth is on',
  8: 'SendMethodSMTPPassword missing while SMTP auth is on (create; update keeps the stored one)',
  9: 'DomainSettings_LinkTracking missing',
  10: 'DomainSettings_OpenTracking missing',
  11: 'DomainSettings_MFrom missing',
  12: 'DomainSettings_EnforcedFrom missing (never answered: the vendor marks it optional)',
  13: 'SendMethodSMTPSecure is not false, ssl or tls',
  14: 'SendMethodSMTPAuth is not true or false',
  15: 'SendMethodSMTPTimeout is not a non-negative number',
  16: 'DomainSettings_EnforcedFrom is not an email address',
} as const;

export interface DeliveryServerResource {
  DeliveryServerID: string;
  Name: string;
  ConnectionParams: {
    smtp_host: string;
    smtp_port: number;
    smtp_secure: string;
    smtp_timeout: number;
    smtp_auth: boolean;
    smtp_username: string;
    /** always '' (the password is stored sealed and never shown back) */
    smtp_password: string;
  };
  Domains: {
    link_tracking: string;
    open_tracking: string;
    mfrom_domain: string;
    enforced_from: string;
    senderinfo_as_mfrom: boolean;
    senderinfo_as_from: boolean;
  };
  VerificationResults: Record<string, boolean | string>;
  VerificationLastCheckedAt: string;
  UserGroupAssignments: { UserGroupID: string; GroupName: string; Channels: string[] }[];
  IsAllocated: boolean;
}
