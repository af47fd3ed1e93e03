// Outgoing e-mail: nodemailer over SMTP_URL; with no SMTP configured the message is written to the log instead,
// so a local user can still follow a password-reset link.
import nodemailer from "nodemailer";

/** The bit of a pino logger the log transport needs. */
export type MailLogger = { info: (fields: Record<string, unknown>, message: string) => void };

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /** "log" when no SMTP server is configured. */
  transport: "smtp" | "log";
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: MailLogger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      transport: "log",
      send: async (message) => {
        logger.info({ to: message.to, subject: message.subject }, `E-mail not sent (SMTP_URL unset):\n${message.text}`);
      },
      close: () => {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: "smtp",
    send: async (message) => {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}
