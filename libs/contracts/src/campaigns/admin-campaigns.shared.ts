/** Reply pieces several admin campaign monitoring commands share (admin.campaign.details, .sending-velocity, admin.campaigns.search). */
export interface AdminSendingVelocity {
  EmailsSentInWindow: number;
  WindowSeconds: number;
  ElapsedSeconds: number;
  EmailsPerSecond: number;
  EmailsPerMinute: number;
  EmailsPerHour: number;
  EmailsRemaining: number;
  EstimatedSecondsRemaining: number;
  EstimatedTimeRemaining: string;
}

/** the envelope fields the vendor repeats inside these replies */
export interface AdminOk {
  Success: true;
  ErrorCode: 0;
  ErrorText: '';
}

export const ADMIN_MONITOR_RATE = { requests: 120, windowSeconds: 60 };
