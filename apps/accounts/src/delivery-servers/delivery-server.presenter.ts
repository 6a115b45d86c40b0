import type { DeliveryServerResource } from '@mail/contracts';

import type { UserGroupRow } from '../groups/user-group.row';
import type { DeliveryServerRow } from './delivery-server.repository';

const CHANNELS = ['Marketing', 'Transactional', 'AutoResponder'] as const;

/** The groups that send through the server, and on which channels (a group's Options.TargetDeliveryServerID_<channel>). */
function assignments(serverId: number, groups: UserGroupRow[]): DeliveryServerResource['UserGroupAssignments'] {
  const out: DeliveryServerResource['UserGroupAssignments'] = [];
  for (const group of groups) {
    const options: Record<string, unknown> = group.settings?.Options ?? {};
    const channels = CHANNELS.filter((c) => Number(options[`TargetDeliveryServerID_${c}`]) === serverId);
    if (channels.length) out.push({ UserGroupID: String(group.id), GroupName: group.name, Channels: [...channels] });
  }
  return out;
}

const bool = (v: unknown) => v === true;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A delivery server as deliveryservers.get answers it: the password never shown. */
export function deliveryServerResource(row: DeliveryServerRow, groups: UserGroupRow[]): DeliveryServerResource {
  const d = row.domains ?? {};
  const v = row.verification ?? {};
  const assigned = assignments(row.id, groups);
  return {
    DeliveryServerID: String(row.id),
    Name: row.name,
    ConnectionParams: {
      smtp_host: row.smtp_host,
      smtp_port: row.smtp_port,
      smtp_secure: row.smtp_secure,
      smtp_timeout: row.smtp_timeout,
      smtp_auth: row.smtp_auth,
      smtp_username: row.smtp_username,
      smtp_password: '',
    },
    Domains: {
      link_tracking: text(d.link_tracking),
      open_tracking: text(d.open_tracking),
      mfrom_domain: text(d.mfrom_domain),
      enforced_from: text(d.enforced_from),
      senderinfo_as_mfrom: bool(d.senderinfo_as_mfrom),
      senderinfo_as_from: bool(d.senderinfo_as_from),
    },
    VerificationResults: {
      email_delivery: bool(v.email_delivery),
      spf: bool(v.spf),
      dkim: bool(v.dkim),
      dmarc: bool(v.dmarc),
      sender_domain: bool(v.sender_domain),
      link_domain: bool(v.link_domain),
      open_domain: bool(v.open_domain),
      ...(v.smtp_connection !== undefined ? { smtp_connection: bool(v.smtp_connection), smtp_connection_message: text(v.smtp_connection_message) } : {}),
    },
    VerificationLastCheckedAt: row.verification_checked_at ? row.verification_checked_at.toISOString().replace('T', ' ').slice(0, 19) : '',
    UserGroupAssignments: assigned,
    IsAllocated: assigned.length > 0,
  };
}
