export { SmsModule } from './sms.module';
export { SMS_MIGRATIONS } from './database/sms.migrations';
