import { Module } from '@nestjs/common';
import { DevMailbox } from './dev-mailbox';
import { Mailer } from './mailer';

@Module({ providers: [DevMailbox, Mailer], exports: [Mailer] })
export class MailModule {}
