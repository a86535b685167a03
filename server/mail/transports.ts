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
  // Bounded waits, so one stalled server cannot hold a message past its claim (server/mail/outbox-attempts.ts).
  const transport = nodemailer.createTransport({ url, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 });
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
      const res = await fetchFn(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message), signal: AbortSignal.timeout(30_000) });
      if (!res.ok) throw Object.assign(new Error(`SMS gateway answered ${res.status}`), { permanent: isRefusal(res.status) });
    },
  };
}

/** A 4xx answer refuses this message for good; 408 (timeout) and 429 (rate limit) are worth another attempt. */
function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
