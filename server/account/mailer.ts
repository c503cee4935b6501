import nodemailer from 'nodemailer';

/**
 * Writes a real MIME message (nodemailer: multipart, UTF-8 subject, base64 PDF attachment) to a buffer
 * instead of a mail server: the local back office keeps it in its outbox (email_sends), which the dev hook
 * GET /__dev/mail/outbox lists. A production deployment would swap the stream transport for SMTP here.
 */
const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

export const MAIL_FROM = '国证资管 <statement@gzzg.example.com>';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A PDF (a statement, a certificate); reminders go without. */
  attachment?: { filename: string; content: Buffer };
}

export async function composeMail(mail: Mail): Promise<{ messageId: string; raw: string }> {
  const info = await transport.sendMail({
    from: MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachment ? [{ ...mail.attachment, contentType: 'application/pdf' }] : [],
  });
  return { messageId: info.messageId, raw: (info.message as Buffer).toString('utf8') };
}
