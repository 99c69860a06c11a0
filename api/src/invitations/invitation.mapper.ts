import type { CreatedInvitation, Invitation as InvitationJson } from '@physio/contracts';
import type { Invitation } from './entities/invitation.entity';

/** The site's sign-up page, which preselects the participant role and links the account after sign-up. */
export const invitationUrl = (siteUrl: string, code: string): string =>
  `${siteUrl}/sign-up?invite=${encodeURIComponent(code)}`;

export function toCreatedInvitationJson(invitation: Invitation, siteUrl: string): CreatedInvitation {
  return {
    id: invitation.id,
    code: invitation.code,
    url: invitationUrl(siteUrl, invitation.code),
    expires_at: invitation.expiresAt.toISOString(),
  };
}

export function toInvitationJson(invitation: Invitation, siteUrl: string): InvitationJson {
  return {
    ...toCreatedInvitationJson(invitation, siteUrl),
    email: invitation.email,
    note: invitation.note,
    created_at: invitation.createdAt.toISOString(),
  };
}
