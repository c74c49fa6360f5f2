import { describe, expect, it } from 'vitest';
import {
  validateChangeEmailForm,
  validateChangePasswordForm,
  validateDeleteAccountForm,
  validateEmail,
  validateEmailForm,
  validateNewPassword,
  validateProfileForm,
  validateResetPasswordForm,
  validateSignInForm,
  validateSignUpForm,
} from './auth-form-rules';

describe('auth form rules', () => {
  it('requires an e-mail of the usual shape', () => {
    expect(validateEmail('')).toMatch(/Enter your e-mail/);
    expect(validateEmail('ana')).toMatch(/like name@example.com/);
    expect(validateEmail('ana@example')).toMatch(/like name@example.com/);
    expect(validateEmail(' ana@example.com ')).toBeNull();
  });

  it('asks for 8 to 128 characters in a new password', () => {
    expect(validateNewPassword('')).toBe('Enter a password.');
    expect(validateNewPassword('1234567')).toBe('Use at least 8 characters.');
    expect(validateNewPassword('12345678')).toBeNull();
    expect(validateNewPassword('x'.repeat(129))).toBe('Use at most 128 characters.');
  });

  it('checks every sign-up field', () => {
    expect(validateSignUpForm({ name: ' ', email: 'x', password: 'short' })).toEqual({
      name: 'Enter your name.',
      email: 'Enter an e-mail address like name@example.com.',
      password: 'Use at least 8 characters.',
    });
    expect(validateSignUpForm({ name: 'Ana', email: 'ana@example.com', password: 'long enough' })).toEqual(
      {},
    );
  });

  it('only requires a password to sign in', () => {
    expect(validateSignInForm({ email: 'ana@example.com', password: 'short' })).toEqual({});
    expect(validateSignInForm({ email: 'ana@example.com', password: '' })).toEqual({
      password: 'Enter your password.',
    });
  });

  it('requires the e-mail to request a link', () => {
    expect(validateEmailForm({ email: '' })).toHaveProperty('email');
  });

  it('requires the confirmation to match the new password', () => {
    expect(validateResetPasswordForm({ password: 'long enough', confirmPassword: 'long enuogh' })).toEqual({
      confirmPassword: 'The passwords do not match.',
    });
    expect(validateResetPasswordForm({ password: 'long enough', confirmPassword: '' })).toEqual({
      confirmPassword: 'Enter the new password again.',
    });
    expect(validateResetPasswordForm({ password: 'long enough', confirmPassword: 'long enough' })).toEqual(
      {},
    );
  });

  it('checks the settings forms', () => {
    expect(validateProfileForm({ name: '  ' })).toEqual({ name: 'Enter your name.' });
    expect(validateChangeEmailForm({ email: 'Ana@Example.com ' }, 'ana@example.com')).toEqual({
      email: 'This is already your e-mail address.',
    });
    expect(validateChangeEmailForm({ email: 'new@example.com' }, 'ana@example.com')).toEqual({});
    expect(
      validateChangePasswordForm({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' }),
    ).toEqual({
      currentPassword: 'Enter your current password.',
      newPassword: 'Use at least 8 characters.',
      confirmPassword: 'The passwords do not match.',
    });
    expect(
      validateChangePasswordForm({
        currentPassword: 'same password',
        newPassword: 'same password',
        confirmPassword: 'same password',
      }),
    ).toEqual({ newPassword: 'Choose a password different from the current one.' });
    expect(validateDeleteAccountForm({ confirmation: 'delete', password: '' }, true)).toEqual({
      confirmation: 'Type "delete my account" to confirm.',
      password: 'Enter your password.',
    });
    expect(validateDeleteAccountForm({ confirmation: ' Delete my account ', password: '' }, false)).toEqual(
      {},
    );
  });
});
