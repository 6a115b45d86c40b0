/** Reply bodies of the accounts commands (the edge adds the envelope). */
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

export interface UserLoginReply {
  SessionID: string;
  UserInfo: Record<string, unknown>;
}

export interface AdminLoginReply {
  SessionID: string;
  AdminInfo: Record<string, unknown>;
}

export interface UserCreateReply {
  UserID: number;
}

export interface UserCurrentReply {
  UserInfo: Record<string, unknown>;
  Usage: {
    EmailGateway_TotalSentThisMonth: number;
    EmailGateway_TotalSentAllTime: number;
    Limit_Monthly: number;
    Limit_Lifetime: number;
  };
  SendRateLimits: {
    EmailGateway: {
      RateLimits: { MaxSendPerMinute: number; MaxSendPerHour: number; MaxSendPerDay: number };
      SendRates: { CurrentSendRatePerMinute: number; CurrentSendRatePerHour: number; CurrentSendRatePerDay: number };
    };
  };
}

export interface UserGetReply {
  UserInformation: { UserID: number; FirstName: string; LastName: string; EmailAddress: string; GroupInformation: GroupInformation };
}

export interface UsersGetReply {
  Users: { UserID: number; FirstName: string; LastName: string; Email: string; Username: string; RelUserGroupID: number }[];
  TotalUsers: number;
}

export interface UserApiKeyCreateReply {
  APIKeyID: number;
  APIKey: { Key: string; Note: string; BoundIPAddress: string; Permissions: string[] | '*' };
}

/** Health facts the edge's system-health-check reads. */
export interface AccountsHealthReply {
  database: 'OK';
  session: 'OK';
  adminCount: number;
}
