import { IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';

/** Usage another service reports to accounts (Events.UsageReported). */
export class UsageReportedPayload {
  @IsInt() @Min(1) userId!: number;
  /** gateway messages (Usage), or campaign messages from the group's default sender domain (GroupInfo's monthly quota) */
  @IsIn(['email_gateway_sent', 'default_sender_domain_sent']) metric!: 'email_gateway_sent' | 'default_sender_domain_sent';
  @IsInt() @Min(1) count!: number;
  @IsOptional() @IsString() at?: string;
}

/** A user account was deleted (Events.UserDeleted). */
export class UserDeletedPayload {
  @IsInt() userId!: number;
}
