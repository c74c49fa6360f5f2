/** Admins are the accounts whose e-mail is on the operator's list (ADMIN_EMAILS), compared case-insensitively. */
export function isAdminEmail(email: string, adminEmails: readonly string[]): boolean {
  const normalized = email.trim().toLowerCase();
  return normalized !== '' && adminEmails.some((admin) => admin.trim().toLowerCase() === normalized);
}
