import { BounceAddresses } from './bounce-address';
import { BounceIntake } from './bounce-intake';
import { BounceRecorder } from './bounce-recorder';
import { BounceSmtpServer } from './bounce-smtp.server';
import { BounceRepository } from './bounce.repository';
import { BounceWebhookService } from './webhook/bounce-webhook.service';

export const BOUNCE_PROVIDERS = [BounceAddresses, BounceRepository, BounceRecorder, BounceIntake, BounceSmtpServer, BounceWebhookService];
