import { ArrayMaxSize, IsArray, IsInt, Min } from 'class-validator';

/** accounts.q.users.brief: who some users are (admin monitoring lists name the owners of what they show). */
export class UsersBriefRequest {
  @IsArray() @ArrayMaxSize(1000) @IsInt({ each: true }) @Min(1, { each: true }) userIds!: number[];
}

export interface UserBrief {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  companyName: string;
}

/** the users that exist, in any order (an unknown id is left out) */
export interface UsersBriefReply {
  users: UserBrief[];
}

/** lists.q.subscribers.states: the subscription status and bounce type of subscribers (any user's: admin diagnostics). */
export class SubscribersStatesRequest {
  @IsArray() @ArrayMaxSize(5000) @IsInt({ each: true }) @Min(1, { each: true }) subscriberIds!: number[];
}

export interface SubscriberState {
  subscriberId: number;
  listId: number;
  /** Subscribed, Unsubscribed, Opt-In Pending, Opt-Out Pending */
  status: string;
  /** Not Bounced, Soft, Hard */
  bounceType: string;
}

/** the subscribers that exist (a deleted one is left out) */
export interface SubscribersStatesReply {
  subscribers: SubscriberState[];
}

/** campaigns.q.users.sending-activity: what some users sent in the last `days` days (admin.users.activity). */
export class UsersSendingActivityRequest {
  @IsArray() @ArrayMaxSize(1000) @IsInt({ each: true }) @Min(1, { each: true }) userIds!: number[];
  @IsInt() @Min(1) days!: number;
}

export interface UserSendingActivity {
  userId: number;
  /** campaigns whose send finished (Sent) in the period */
  campaignsSent: number;
  journeyEmailsSent: number;
  /** ISO time of the last campaign message or journey email handed over, ever; null when none */
  lastSentAt: string | null;
}

/** one entry per asked user */
export interface UsersSendingActivityReply {
  users: UserSendingActivity[];
}
