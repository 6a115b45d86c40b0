import type { Provider } from '@nestjs/common';

import { AutoResendProcessor } from './auto-resend.processor';
import { AutoResendRepository } from './auto-resend.repository';
import { AutoResendScheduler } from './auto-resend.scheduler';

/** The auto-resend's providers (campaigns.module.ts registers them). */
export const AUTO_RESEND_PROVIDERS: Provider[] = [AutoResendRepository, AutoResendScheduler, AutoResendProcessor];
