// Sending email: one interface, and its SMTP implementation (nodemailer), made from the SMTP_URL setting.
// Without SMTP_URL there is no mailer, and messages stay in the outbox (decision 020).
import "server-only";
import nodemailer from "nodemailer";
import { inSpan } from "@/lib/telemetry/tracing";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves with the server's message id once the SMTP server accepted the message; rejects otherwise. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** An SMTP mailer: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://host:465. */
export function createSmtpMailer(url: string): Mailer {
  // Bounded waits: the first send runs inside the pay-link request, and a hung server must not hold it.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send(mail) {
      // A span per send when traces are on (decision 049); never the addresses or the subject (the caller's data).
      const info = await inSpan("email.send", { "email.transport": "smtp" }, () => transport.sendMail(mail));
      return { messageId: String(info.messageId ?? "") };
    },
    close: () => transport.close(),
  };
}
