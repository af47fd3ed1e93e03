// A real SMTP server on loopback that keeps what it receives, so tests can read the e-mails the app sends.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string; text: string };

export type SmtpInbox = {
  /** SMTP_URL for the app. */
  url: string;
  messages: ReceivedMail[];
  /**
   * Resolves with the first message (already received or arriving within the timeout) sent to `to`, and containing
   * `contains` when given (a new account gets its verification e-mail before any other).
   */
  waitForMail: (to: string, timeoutMs?: number, contains?: string) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX escapes) so links can be matched. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<{ to: string; contains: string; resolve: (mail: ReceivedMail) => void }> = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS certificate to trust, no credentials to manage.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const mail = { to, raw, text: decodeQuotedPrintable(raw) };
        messages.push(mail);
        for (const waiter of waiters.filter((w) => to.includes(w.to) && mail.text.includes(w.contains))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail: (to, timeoutMs = 10_000, contains = "") => {
      const address = to.toLowerCase();
      const existing = messages.find((m) => m.to.includes(address) && m.text.includes(contains));
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ to: address, contains, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
