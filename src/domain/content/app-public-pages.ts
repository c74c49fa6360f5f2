/**
 * The public pages the web app draws itself (the landing pages, the guest coach, the analytics demo):
 * their title, heading and lead, declared once for the page and for the server, which puts them in the
 * HTML for crawlers and for visitors without JavaScript (prerender-pages.ts).
 */
export type TAppPublicPage = {
  path: string;
  /** The document title before " · Compound". */
  title: string;
  heading: string;
  lead: string;
  /** Left out of the sitemap: a page for people arriving with a purpose, not for search results. */
  unlisted?: true;
  /** What a page about plans says instead on a server that sells none (billing off). */
  withoutBilling?: Pick<TAppPublicPage, 'title' | 'heading' | 'lead'>;
};

const everythingIncluded = {
  heading: 'Everything is included here.',
  lead: 'This Compound server has no paid plans: create an account and every feature, the coach included, is yours.',
};

/** The page's words for this server: a server without billing offers no plan, price or trial. */
export function publicPageWords(page: TAppPublicPage, billing: boolean): TAppPublicPage {
  return billing || !page.withoutBilling ? page : { ...page, ...page.withoutBilling };
}

export const homePage: TAppPublicPage = {
  path: '/',
  title: 'Habits, goals and skills, with a coach',
  heading: 'Small daily wins, compounded.',
  lead: 'Compound keeps your habits, goals and skills in one place, with a coach that turns your plans into the next small step. You stay in charge: nothing changes until you say yes.',
};

export const pricingPage: TAppPublicPage = {
  path: '/pricing',
  title: 'Pricing',
  heading: 'Pick the plan that fits how you grow.',
  lead: 'Starter and Elite are monthly subscriptions; Lifetime is a single payment. Every paid plan starts with a 7-day free trial of Elite.',
  withoutBilling: { title: 'Everything included', ...everythingIncluded },
};

export const trialPage: TAppPublicPage = {
  path: '/7daytrial',
  title: 'Try Elite free for 7 days',
  heading: 'Try Elite free for 7 days.',
  lead: 'Create your account, choose a plan, and spend your first week on Elite. Decide once you have seen your own progress.',
  withoutBilling: { title: 'Start with Compound', ...everythingIncluded },
};

export const coachDemoPage: TAppPublicPage = {
  path: '/coach',
  title: 'Coach',
  heading: 'Try the coach',
  lead: 'Chat with the coach as a guest: a few requests every 10 minutes and shorter answers. Create an account to let the coach add habits and goals for you.',
};

export const analyticsDemoPage: TAppPublicPage = {
  path: '/analytics',
  title: 'Analytics demo',
  heading: 'Analytics, live',
  lead: 'A demo account’s last year of habits, goals and skills, exactly as the app shows your own. It is example data and read-only.',
};

export const liveDemoPage: TAppPublicPage = {
  path: '/live-demo',
  title: 'Live dashboard demo',
  heading: 'A public dashboard, live',
  lead: 'This is the demo account’s public dashboard. Watch it log the rest of today’s habits: streaks, strength and heatmaps update as they happen, the way a shared dashboard follows its owner.',
};

export const signInPage: TAppPublicPage = {
  path: '/auth',
  title: 'Sign in',
  heading: 'Welcome back',
  lead: 'Sign in to your habits, goals and skills, or create an account to start.',
  unlisted: true,
};

export const forgotPasswordPage: TAppPublicPage = {
  path: '/forgot-password',
  title: 'Reset your password',
  heading: 'Reset your password',
  lead: 'Enter the e-mail address of your account and we will send you a link to set a new password.',
  unlisted: true,
};

export const appPublicPages: readonly TAppPublicPage[] = [
  homePage,
  pricingPage,
  trialPage,
  coachDemoPage,
  analyticsDemoPage,
  liveDemoPage,
  signInPage,
  forgotPasswordPage,
];
