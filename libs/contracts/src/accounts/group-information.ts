/** A user group as User.Get and User.Current show it. */
export interface GroupInformation {
  UserGroupID: number;
  GroupName: string;
  GroupPlanName: string;
  Options: {
    DefaultSenderDomain: string;
    DefaultSenderDomainMonthlyLimit: number;
    DefaultSenderDomainRemainingMonthlyQuota: number;
  };
}
