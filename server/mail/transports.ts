import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail. The SMTP implementation below; tests may pass their own. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface SmsMessage {
  to: string;
  text: string;
}

/** Sends text messages through a provider; the provider's adapter implements this. */
export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

/** E-mail over SMTP (`smtp://user:pass@host:587`, `smtps://…`). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

/**
 * A generic HTTP SMS gateway: POSTs `{to, text}` as JSON to SMS_GATEWAY_URL and expects a 2xx answer.
 * A provider with another API gets its own adapter implementing `SmsGateway`.
 */
export function createHttpSmsGateway(url: string, fetchFn: typeof fetch = fetch): SmsGateway {
  return {
    async send(message) {
      const res = await fetchFn(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message) });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
