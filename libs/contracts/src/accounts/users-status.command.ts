import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';

export class UsersStatusRequest {
  @Param('Days to look back, 1–90 (default 30)')
  duration?: string | number;
}

export interface UsersStatusRow {
  UserID: number;
  /** `active`: signed in within the period; `idle` otherwise */
  Status: 'active' | 'idle';
  /** `YYYY-MM-DD HH:MM:SS` UTC; '' when the user never signed in */
  LastActivity: string;
}

export interface UsersStatusReply {
  Success: true;
  Users: UsersStatusRow[];
  Summary: { ActiveUsers: number; IdleUsers: number };
}

export const UsersStatus = defineCommand({
  name: 'users.status',
  service: 'accounts',
  auth: 'admin',
  rateLimit: { requests: 100, windowSeconds: 60 },
  v1: { methods: ['GET', 'POST'], path: 'users.status' },
  request: UsersStatusRequest,
  returns: reply<UsersStatusReply>(),
  reply: 'Success, Users [{ UserID, Status, LastActivity }], Summary { ActiveUsers, IdleUsers }',
  errorStyle: 'scalar',
  errors: { 1: 'the status could not be read', 2: 'Duration is not a whole number of days from 1 to 90' },
  summary: 'Which users were active (signed in) or idle over the last Duration days.',
});
