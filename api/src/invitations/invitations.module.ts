import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';

@Module({ imports: [MailModule], controllers: [InvitationsController], providers: [InvitationsService] })
export class InvitationsModule {}
