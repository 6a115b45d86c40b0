import { IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';

/** Usage another service reports to accounts (Events.UsageReported). */
export class UsageReportedPayload {
  @IsInt() @Min(1) userId!: number;
  @IsIn(['email_gateway_sent']) metric!: 'email_gateway_sent';
  @IsInt() @Min(1) count!: number;
  @IsOptional() @IsString() at?: string;
}

/** A user account was deleted (Events.UserDeleted). */
export class UserDeletedPayload {
  @IsInt() userId!: number;
}
