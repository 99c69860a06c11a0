/** One account e-mail: a plain-text and an HTML part, and the one link it exists to deliver. */
export interface MailMessage {
  to: string;
  /** Who it is for in a log line (no address): "user 12". */
  recipient: string;
  subject: string;
  text: string;
  html: string;
  link: string;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Paragraphs around a button-like link, the same in both parts; the text part shows the URL itself. */
function compose(
  to: string,
  recipient: string,
  subject: string,
  link: string,
  paragraphs: { before: string[]; action: string; after: string[] },
): MailMessage {
  const text = [...paragraphs.before, `${paragraphs.action}: ${link}`, ...paragraphs.after, '— PhysioHub'].join('\n\n');
  const html =
    `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">` +
    paragraphs.before.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(paragraphs.action)}</a></p>` +
    paragraphs.after.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    `<p>— PhysioHub</p></body></html>`;
  return { to, recipient, subject, text, html, link };
}

export function passwordResetMessage(
  user: { id: number; email: string; username: string },
  link: string,
  ttlMinutes: number,
) {
  return compose(user.email, `user ${user.id}`, 'Reset your PhysioHub password', link, {
    before: [
      `Hello ${user.username},`,
      'Someone (hopefully you) asked to reset the password of your PhysioHub account.',
    ],
    action: 'Choose a new password',
    after: [
      `The link works once, for ${ttlMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ],
  });
}

export function invitationMessage(
  email: string,
  invitationId: number,
  professional: string,
  link: string,
  note: string | null,
) {
  return compose(email, `invitation ${invitationId}`, `${professional} invites you to PhysioHub`, link, {
    before: [
      `${professional} invites you to follow your exercise program on PhysioHub.`,
      ...(note ? [`Their note: ${note}`] : []),
    ],
    action: 'Create your account',
    after: ['The invitation is valid for 14 days and can be used once.'],
  });
}
