/** The admin of the billing project's server (ADMIN_EMAILS there). */
export const billingAdminEmail = 'admin@billing.e2e.test';
