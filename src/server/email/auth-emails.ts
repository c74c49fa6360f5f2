import { escapeHtml } from '../lib/escape-html';
import type { TMail } from './mailer';

/** The one layout of every e-mail Compound sends: a heading, a paragraph and one button. */
export function emailLayout(heading: string, body: string, url: string, action: string): string {
  const href = escapeHtml(url);
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;max-width:480px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1><p>${escapeHtml(body)}</p>
<p><a href="${href}" style="display:inline-block;background:#111;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#666;font-size:12px">Or open this link: ${href}</p></body></html>`;
}

export function buildVerificationEmail(to: string, url: string): TMail {
  const body = 'Confirm your e-mail address to start using Compound. The link is valid for 24 hours.';
  return {
    to,
    subject: 'Verify your e-mail for Compound',
    text: `${body}\n\nVerify: ${url}\n`,
    html: emailLayout('Verify your e-mail', body, url, 'Verify e-mail'),
    tags: ['auth', 'verify-email'],
  };
}

export function buildChangeEmailVerificationEmail(to: string, url: string): TMail {
  const body =
    'Confirm this address to make it the e-mail of your Compound account. Until you do, the old one stays in use. The link is valid for 24 hours.';
  return {
    to,
    subject: 'Confirm your new e-mail for Compound',
    text: `${body}\n\nConfirm: ${url}\n`,
    html: emailLayout('Confirm your new e-mail', body, url, 'Use this e-mail'),
    tags: ['auth', 'change-email'],
  };
}

export function buildPasswordResetEmail(to: string, url: string): TMail {
  const body =
    'Someone asked to reset the password of your Compound account. If it was not you, ignore this e-mail. The link is valid for 1 hour.';
  return {
    to,
    subject: 'Reset your Compound password',
    text: `${body}\n\nReset: ${url}\n`,
    html: emailLayout('Reset your password', body, url, 'Choose a new password'),
    tags: ['auth', 'reset-password'],
  };
}
