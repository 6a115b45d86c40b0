import { IsNotEmpty, Matches } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** user.snapshot: a user reports on themselves; an administrator names the user by UserID or EmailAddress. */
export class UserSnapshotRequest {
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, code(4, 'Month must be YYYY-MM'))
  @IsNotEmpty(code(3, 'Missing Month'))
  @Param('The month, YYYY-MM (UTC)', true)
  month!: string;

  @Param('Administrators: the user to report on (or EmailAddress)', 'cond')
  userid?: string | number;

  @Param("Administrators: the user's email address, instead of UserID", 'cond')
  emailaddress?: string;
}

export interface UserSnapshotReply {
  CampaignsSent: number;
  EmailsSent: number;
  Subscribers: number;
  Lists: number;
}

export const UserSnapshot = defineCommand({
  name: 'user.snapshot',
  service: 'accounts',
  auth: 'user-or-admin',
  aliases: ['User.Snapshot'],
  request: UserSnapshotRequest,
  returns: reply<UserSnapshotReply>(),
  reply: 'CampaignsSent, EmailsSent, Subscribers, Lists',
  errorStyle: 'array',
  errors: {
    1: 'EmailAddress missing (an administrator sent neither UserID nor EmailAddress, and EmailAddress was sent blank)',
    2: 'UserID missing (an administrator sent neither UserID nor EmailAddress)',
    3: 'Month missing',
    4: 'Month is not YYYY-MM',
    5: 'no such user',
  },
  summary:
    "One user's month: campaign runs finished and emails sent (campaigns, autoresponders, journeys, gateway) in the UTC month, with today's active subscribers and lists.",
});
