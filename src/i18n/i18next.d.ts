import type auth from '@locales/en/auth.json';
import type calls from '@locales/en/calls.json';
import type usage from '@locales/en/usage.json';
import type delivery from '@locales/en/delivery.json';
import type golive from '@locales/en/golive.json';
import type privacy from '@locales/en/privacy.json';
import type audit from '@locales/en/audit.json';
import type team from '@locales/en/team.json';
import type common from '@locales/en/common.json';
import type dashboard from '@locales/en/dashboard.json';
import type errors from '@locales/en/errors.json';
import type faq from '@locales/en/faq.json';
import type footer from '@locales/en/footer.json';
import type guide from '@locales/en/guide.json';
import type header from '@locales/en/header.json';
import type hero from '@locales/en/hero.json';
import type kyc from '@locales/en/kyc.json';
import type landing from '@locales/en/landing.json';
import type lead from '@locales/en/lead.json';
import type legal from '@locales/en/legal.json';
import type meta from '@locales/en/meta.json';
import type pricing from '@locales/en/pricing.json';
import type purchase from '@locales/en/purchase.json';
import type signup from '@locales/en/signup.json';
import type testimonials from '@locales/en/testimonials.json';

/** Typed keys: `t('header:login')` is checked against the English files. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      auth: typeof auth;
      calls: typeof calls;
      usage: typeof usage;
      delivery: typeof delivery;
      golive: typeof golive;
      privacy: typeof privacy;
      audit: typeof audit;
      team: typeof team;
      common: typeof common;
      dashboard: typeof dashboard;
      errors: typeof errors;
      faq: typeof faq;
      footer: typeof footer;
      guide: typeof guide;
      header: typeof header;
      hero: typeof hero;
      kyc: typeof kyc;
      landing: typeof landing;
      lead: typeof lead;
      legal: typeof legal;
      meta: typeof meta;
      pricing: typeof pricing;
      purchase: typeof purchase;
      signup: typeof signup;
      testimonials: typeof testimonials;
    };
  }
}
