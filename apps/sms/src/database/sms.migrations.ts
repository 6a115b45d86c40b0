import { CreateSmsSchema1798000000000 } from './migrations/1798000000000-CreateSmsSchema';
import { SmsSendState1798000000001 } from './migrations/1798000000001-SmsSendState';
import { SmsExports1798000000002 } from './migrations/1798000000002-SmsExports';
import { SmsHourlyStat1798000000003 } from './migrations/1798000000003-SmsHourlyStat';
import { SmsIncrementalRollup1798000000004 } from './migrations/1798000000004-SmsIncrementalRollup';
import { SmsMessageCreatedAt1798000000005 } from './migrations/1798000000005-SmsMessageCreatedAt';
import { SmsMessageFillfactor1798000000006 } from './migrations/1798000000006-SmsMessageFillfactor';
import { SmsEventKeySeenBrin1798000000007 } from './migrations/1798000000007-SmsEventKeySeenBrin';
import { SmsSuppressionEntries1800430000000 } from './migrations/1800430000000-SmsSuppressionEntries';

/** The sms schema is changed only by these migrations, listed explicitly (the service kit runs them). */
export const SMS_MIGRATIONS = [
  CreateSmsSchema1798000000000,
  SmsSendState1798000000001,
  SmsExports1798000000002,
  SmsHourlyStat1798000000003,
  SmsIncrementalRollup1798000000004,
  SmsMessageCreatedAt1798000000005,
  SmsMessageFillfactor1798000000006,
  SmsEventKeySeenBrin1798000000007,
  SmsSuppressionEntries1800430000000,
];
