import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { USERGROUP_COMMAND, type UserGroupListItem } from './usergroup.shared';

/** usergroups.get takes no parameters besides the administrator's credential. */
export class UsergroupsGetRequest {}

export interface UsergroupsGetReply {
  UserGroups: UserGroupListItem[];
}

export const UsergroupsGet = defineCommand({
  name: 'usergroups.get',
  ...USERGROUP_COMMAND,
  request: UsergroupsGetRequest,
  returns: reply<UsergroupsGetReply>(),
  reply: 'UserGroups [{ UserGroupID, GroupName, LimitSubscribers, …, DeliveryServerAssignments { Marketing, Transactional, AutoResponder } }]',
  errors: {},
  summary: 'List every user group with its limits and the delivery server of each channel.',
  notes: 'Delivery servers come from the group\'s `Options` (`TargetDeliveryServerID_Marketing`, `_Transactional`, `_AutoResponder`); 0 and "" when none.',
});
