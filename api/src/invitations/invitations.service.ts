import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AcceptInvitationResponse, CreatedInvitation, Invitation as InvitationJson } from '@physio/contracts';
import { DataSource, IsNull, MoreThan, QueryFailedError } from 'typeorm';
import { badRequest, notFound } from '../common/errors/api-exception';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import type { AppEnv } from '../config/env.validation';
import { invitationMessage } from '../mail/mail-message';
import { Mailer } from '../mail/mailer';
import { CareLink } from '../participants/entities/care-link.entity';
import { User } from '../users/entities/user.entity';
import type { InvitationDto } from './dto/invitation.dto';
import { Invitation } from './entities/invitation.entity';
import { INVITATION_TTL_DAYS, newInvitationCode } from './invitation-code';
import { toCreatedInvitationJson, toInvitationJson } from './invitation.mapper';

export const INVITATION_NOT_FOUND = 'Invitation not found.';
export const UNKNOWN_CODE = 'No invitation has this code. Check the code and try again.';
export const USED_CODE = 'This invitation has already been used.';
export const REVOKED_CODE = 'This invitation was withdrawn. Ask your professional for a new one.';
export const EXPIRED_CODE = 'This invitation has expired. Ask your professional for a new one.';

const DAY_MS = 86_400_000;
/** A fresh code colliding with a stored one is rare; a few retries make it never matter. */
const CODE_ATTEMPTS = 5;

@Injectable()
export class InvitationsService {
  private readonly siteUrl: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    config: ConfigService<AppEnv, true>,
  ) {
    this.siteUrl = config.get('PUBLIC_SITE_URL', { infer: true });
  }

  async create(professionalId: number, dto: InvitationDto): Promise<CreatedInvitation> {
    const now = new Date();
    for (let attempt = 1; ; attempt += 1) {
      const invitation = this.dataSource.getRepository(Invitation).create({
        professionalId,
        code: newInvitationCode(),
        email: dto.email?.toLowerCase() || null,
        note: dto.note || null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        usedAt: null,
        usedById: null,
        revokedAt: null,
      });
      try {
        await this.dataSource.getRepository(Invitation).insert(invitation);
        const created = toCreatedInvitationJson(invitation, this.siteUrl);
        if (invitation.email) await this.emailInvitation(invitation, created.url);
        return created;
      } catch (error) {
        if (!(error instanceof QueryFailedError) || attempt >= CODE_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * The sign-up link goes to the invited address when e-mail is configured (SMTP_URL); otherwise the professional
   * passes on the link or code the answer carries, as before.
   */
  private async emailInvitation(invitation: Invitation, link: string): Promise<void> {
    if (!this.mailer.smtp || !invitation.email) return;
    const professional = await this.dataSource.getRepository(User).findOneByOrFail({ id: invitation.professionalId });
    this.mailer.send(invitationMessage(invitation.email, invitation.id, professional.username, link, invitation.note));
  }

  /** Open invitations only: not used, not revoked, not expired; newest first. */
  async listOpen(professionalId: number): Promise<InvitationJson[]> {
    const invitations = await this.dataSource.getRepository(Invitation).find({
      where: { professionalId, usedAt: IsNull(), revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return invitations.map((invitation) => toInvitationJson(invitation, this.siteUrl));
  }

  /** Another professional's, a used or an already revoked invitation is reported like a missing one. */
  async revoke(professionalId: number, id: number): Promise<void> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Invitation)
      .set({ revokedAt: new Date() })
      .where('id = :id AND professional_id = :professionalId AND used_at IS NULL AND revoked_at IS NULL', {
        id,
        professionalId,
      })
      .execute();
    if (!result.affected) throw notFound(INVITATION_NOT_FOUND);
  }

  /**
   * Links the participant to the invitation's professional and uses the code up. Wrong codes count against the
   * account and the address (429 with Retry-After past the limit); a right one is never slowed down.
   */
  async accept(participant: User, code: string, clientIp: string): Promise<AcceptInvitationResponse> {
    const account = String(participant.id);
    await this.limiter.assertAllowed('inviteAcceptAccount', account);
    await this.limiter.assertAllowed('inviteAcceptAddress', clientIp);
    const now = new Date();
    const invitation = await this.dataSource.getRepository(Invitation).findOneBy({ code });
    const refusal = !invitation
      ? UNKNOWN_CODE
      : invitation.revokedAt
        ? REVOKED_CODE
        : invitation.usedAt
          ? USED_CODE
          : invitation.expiresAt <= now
            ? EXPIRED_CODE
            : null;
    if (refusal || !invitation) {
      await this.limiter.recordFailure('inviteAcceptAccount', account);
      await this.limiter.recordFailure('inviteAcceptAddress', clientIp);
      throw badRequest(refusal ?? UNKNOWN_CODE);
    }
    return this.dataSource.transaction(async (manager) => {
      // Claimed only if still open: of two participants racing for one code, one gets it.
      const claimed = await manager
        .createQueryBuilder()
        .update(Invitation)
        .set({ usedAt: now, usedById: participant.id })
        .where('id = :id AND used_at IS NULL AND revoked_at IS NULL', { id: invitation.id })
        .execute();
      if (!claimed.affected) throw badRequest(USED_CODE);
      await manager
        .createQueryBuilder()
        .insert()
        .into(CareLink)
        .values({ professionalId: invitation.professionalId, participantId: participant.id, linkedAt: now })
        .orIgnore()
        .execute();
      const professional = await manager.findOneByOrFail(User, { id: invitation.professionalId });
      return { professional: { id: professional.id, username: professional.username } };
    });
  }
}
