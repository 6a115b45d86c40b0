import { IsIn, IsInt, IsOptional, Min } from 'class-validator';

/**
 * Does one subscriber of the user's list match RulesJSON criteria (lists' one rule compiler)? Empty or absent
 * rules match every subscriber: the query then only checks that the subscriber exists on that list.
 */
export class SubscriberMatchRequest {
  @IsInt() @Min(1) userId!: number;
  @IsInt() @Min(1) listId!: number;
  @IsInt() @Min(1) subscriberId!: number;
  /** RulesJSON: an array of rules or OR-groups of AND-rules, or its JSON text */
  @IsOptional() rulesJson?: unknown;
  @IsOptional() @IsIn(['and', 'or', 'AND', 'OR', 'And', 'Or']) operator?: string;
}

export interface SubscriberMatchReply {
  /** false: no such subscriber on that list of the user */
  found: boolean;
  matches: boolean;
  emailAddress?: string;
  /** 'Subscribed', 'Unsubscribed', 'Opt-In Pending' … */
  status?: string;
  /** set when the rules did not compile (the reason) */
  invalidRules?: string;
}
