import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One received e-mail, its MIME parts decoded. */
export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpCatcher {
  /** SMTP_URL for the API, with the credentials the catcher requires. */
  url: string;
  mails: CaughtMail[];
  close(): Promise<void>;
}

const USER = 'mailer';
const PASSWORD = 'secret-password';

/** A real SMTP server on a free port (smtp-server), keeping what it receives; it refuses other credentials. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        mails.push({
          ...parseMime(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function splitHead(part: string): { headers: Record<string, string>; body: string } {
  const at = part.indexOf('\r\n\r\n');
  const head = part.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: part.slice(at + 4) };
}

function decode(body: string, encoding = '7bit'): string {
  if (/quoted-printable/i.test(encoding))
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Enough MIME for nodemailer's messages: a multipart/alternative with a text/plain and a text/html part. */
function parseMime(raw: string): { subject: string; text: string; html: string } {
  const { headers, body } = splitHead(raw);
  const boundary = headers['content-type']?.match(/boundary="?([^";]+)"?/)?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  const found = { subject: headers.subject ?? '', text: '', html: '' };
  for (const part of parts) {
    const { headers: partHeaders, body: partBody } = splitHead(part.replace(/^\r\n/, ''));
    const content = decode(partBody.replace(/\r\n$/, ''), partHeaders['content-transfer-encoding']);
    if (/text\/plain/i.test(partHeaders['content-type'] ?? '')) found.text = content;
    if (/text\/html/i.test(partHeaders['content-type'] ?? '')) found.html = content;
  }
  return found;
}
