import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

const missing = (name: string) => code(1, `Missing required parameter ${name}`, { style: 'keyed' });

export class AdminSubscribersDeleteAllRequest {
  @IsPresent(missing('userid'))
  @Param('The owner of the list', true)
  userid!: string | number;

  @IsPresent(missing('listid'))
  @Param('The list to empty', true)
  listid!: string | number;

  @Param('true: also delete the list’s tags')
  deletelisttags?: string | boolean;
}

export interface AdminSubscribersDeleteAllReply {
  Success: true;
  ErrorCode: 0;
  /** ours: how many subscribers were deleted */
  TotalDeleted: number;
  /** ours: how many tags were deleted (DeleteListTags) */
  TagsDeleted: number;
}

export const AdminSubscribersDeleteAll = defineCommand({
  name: 'admin.subscribers.delete.all',
  service: 'lists',
  auth: 'admin',
  request: AdminSubscribersDeleteAllRequest,
  returns: reply<AdminSubscribersDeleteAllReply>(),
  reply: 'Success (and TotalDeleted, TagsDeleted)',
  errorStyle: 'scalar',
  errors: {
    1: 'UserID or ListID missing (keyed `userid` / `listid`)',
    3: { meaning: 'Invalid list ID', httpStatus: 404 },
    4: { meaning: 'Access denied to this list (not the user’s)', httpStatus: 403 },
    5: { meaning: 'Failed to delete subscribers', httpStatus: 500 },
    6: { meaning: 'Failed to delete tag associations', httpStatus: 500 },
    7: { meaning: 'Failed to delete tag entities', httpStatus: 500 },
    8: { meaning: 'An error occurred during deletion of all subscribers', httpStatus: 500 },
  },
  rateLimit: { requests: 10, windowSeconds: 60 },
  summary: "Delete every subscriber of a user's list, optionally its tags too (administrators).",
});
