export const passwordMinLength = 8;
export const passwordMaxLength = 128;
export const nameMaxLength = 100;

export type TFieldErrors<TField extends string> = Partial<Record<TField, string>>;

// Deliberately loose: the server has the final word, this only catches slips like a missing @.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): string | null {
  const value = email.trim();
  if (value === '') return 'Enter your e-mail address.';
  if (!emailShape.test(value)) return 'Enter an e-mail address like name@example.com.';
  return null;
}

export function validateNewPassword(password: string): string | null {
  if (password === '') return 'Enter a password.';
  if (password.length < passwordMinLength) return `Use at least ${passwordMinLength} characters.`;
  if (password.length > passwordMaxLength) return `Use at most ${passwordMaxLength} characters.`;
  return null;
}

export function validateName(name: string): string | null {
  const value = name.trim();
  if (value === '') return 'Enter your name.';
  if (value.length > nameMaxLength) return `Use at most ${nameMaxLength} characters.`;
  return null;
}

export function validateSignInForm(values: {
  email: string;
  password: string;
}): TFieldErrors<'email' | 'password'> {
  return collectErrors({
    email: validateEmail(values.email),
    // An existing password is checked by the server only: its rules may have changed since it was set.
    password: values.password === '' ? 'Enter your password.' : null,
  });
}

export function validateSignUpForm(values: {
  name: string;
  email: string;
  password: string;
}): TFieldErrors<'name' | 'email' | 'password'> {
  return collectErrors({
    name: validateName(values.name),
    email: validateEmail(values.email),
    password: validateNewPassword(values.password),
  });
}

export function validateEmailForm(values: { email: string }): TFieldErrors<'email'> {
  return collectErrors({ email: validateEmail(values.email) });
}

export function validateResetPasswordForm(values: {
  password: string;
  confirmPassword: string;
}): TFieldErrors<'password' | 'confirmPassword'> {
  return collectErrors({
    password: validateNewPassword(values.password),
    confirmPassword:
      values.confirmPassword === ''
        ? 'Enter the new password again.'
        : values.confirmPassword !== values.password
          ? 'The passwords do not match.'
          : null,
  });
}

export function validateProfileForm(values: { name: string }): TFieldErrors<'name'> {
  return collectErrors({ name: validateName(values.name) });
}

export function validateChangeEmailForm(
  values: { email: string },
  currentEmail: string,
): TFieldErrors<'email'> {
  const sameAsNow = values.email.trim().toLowerCase() === currentEmail.toLowerCase();
  return collectErrors({
    email: validateEmail(values.email) ?? (sameAsNow ? 'This is already your e-mail address.' : null),
  });
}

export function validateChangePasswordForm(values: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): TFieldErrors<'currentPassword' | 'newPassword' | 'confirmPassword'> {
  return collectErrors({
    currentPassword: values.currentPassword === '' ? 'Enter your current password.' : null,
    newPassword:
      validateNewPassword(values.newPassword) ??
      (values.newPassword === values.currentPassword
        ? 'Choose a password different from the current one.'
        : null),
    confirmPassword:
      values.confirmPassword === ''
        ? 'Enter the new password again.'
        : values.confirmPassword !== values.newPassword
          ? 'The passwords do not match.'
          : null,
  });
}

/** What the user types to confirm that the account and all its data go. */
export const deleteAccountPhrase = 'delete my account';

export function validateDeleteAccountForm(
  values: { confirmation: string; password: string },
  hasPassword: boolean,
): TFieldErrors<'confirmation' | 'password'> {
  return collectErrors({
    confirmation:
      values.confirmation.trim().toLowerCase() === deleteAccountPhrase
        ? null
        : `Type "${deleteAccountPhrase}" to confirm.`,
    password: hasPassword && values.password === '' ? 'Enter your password.' : null,
  });
}

function collectErrors<TField extends string>(checks: Record<TField, string | null>): TFieldErrors<TField> {
  const errors: TFieldErrors<TField> = {};
  for (const field in checks) {
    const message = checks[field];
    if (message) errors[field] = message;
  }
  return errors;
}
