import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppEnv } from '../config/env.validation';
import { DevMailbox } from './dev-mailbox';
import type { MailMessage } from './mail-message';

/**
 * Account e-mails. With SMTP_URL they go out through nodemailer; without it (never in production: the configuration
 * refuses to start) the link is written to the log by DevMailbox, as a developer needs it.
 *
 * Sending happens after the answer: a password-reset request must take as long for an unknown address as for a known
 * one, and an SMTP round trip would tell them apart. Failures are logged; shutdown waits for what is still sending.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger('Mailer');
  private readonly transport: Transporter | null;
  private readonly from: string;
  private readonly sending = new Set<Promise<void>>();

  constructor(
    config: ConfigService<AppEnv, true>,
    private readonly devMailbox: DevMailbox,
  ) {
    const url = config.get('SMTP_URL', { infer: true });
    this.transport = url ? createTransport(url) : null;
    this.from = config.get('MAIL_FROM', { infer: true });
  }

  /** Whether e-mail really leaves the server (SMTP_URL is set). */
  get smtp(): boolean {
    return this.transport !== null;
  }

  /** Starts delivering `message`; false when it cannot be delivered at all. */
  send(message: MailMessage): boolean {
    if (!this.transport) return this.devMailbox.deliver(message.recipient, message.subject, message.link);
    const { to, subject, text, html } = message;
    const delivery: Promise<void> = this.transport
      .sendMail({ from: this.from, to, subject, text, html })
      .then(
        () => undefined,
        (error: unknown) =>
          this.logger.error(
            `Could not send "${subject}" to ${message.recipient}: ${error instanceof Error ? error.message : String(error)}`,
          ),
      )
      .finally(() => this.sending.delete(delivery));
    this.sending.add(delivery);
    return true;
  }

  /** Resolves once every e-mail started so far has been handed to the server or has failed. */
  async settled(): Promise<void> {
    await Promise.all([...this.sending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settled();
    this.transport?.close();
  }
}
