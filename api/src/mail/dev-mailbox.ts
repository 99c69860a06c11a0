import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppEnv } from '../config/env.validation';

/**
 * Where account emails go when no mail server is configured: outside production, one JSON line on
 * stdout that a developer (or the browser tests) can read. It bypasses the logger on purpose: the
 * logger redacts tokens, and this line exists to deliver one. In production nothing is written and
 * the caller is told delivery is impossible, so a reset token never reaches production logs.
 */
@Injectable()
export class DevMailbox {
  private readonly enabled: boolean;

  constructor(config: ConfigService<AppEnv, true>) {
    this.enabled = config.get('NODE_ENV', { infer: true }) !== 'production';
  }

  /** Returns false when the message could not be delivered. */
  deliver(to: string, subject: string, body: string): boolean {
    if (!this.enabled) return false;
    process.stdout.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'log', context: 'DevMailbox', msg: `${subject}: ${body}`, to_user: to })}\n`,
    );
    return true;
  }
}
