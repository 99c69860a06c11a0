import { randomInt } from 'node:crypto';

/** Capitals and digits without look-alikes (0/O, 1/I/L): read aloud or copied from paper without mistakes. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 10;
export const INVITATION_TTL_DAYS = 14;

export function newInvitationCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What a participant types, as stored: spaces and dashes dropped, capitals. */
export const normalizeInvitationCode = (text: string): string => text.replace(/[\s-]+/g, '').toUpperCase();
