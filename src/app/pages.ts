import type { ComponentType } from 'react';
import type { RouteId } from '@/lib/routes';
import { lazyPage, type LazyPage } from './lazyPage';

/**
 * A page that needs server state outside the portal (the purchase pages, the KYC resubmission, login
 * and the links e-mailed to an account): the cache's code (TanStack Query) loads with the page, so
 * the other public pages never download it.
 */
const withServerState = (load: () => Promise<{ default: ComponentType }>) => () =>
  Promise.all([load(), import('./serverState')]).then(([page, state]) => ({ default: state.withServerState(page.default) }));

/** Each route's page, loaded on demand (one chunk per page). */
export const PAGES: Record<RouteId, LazyPage> = {
  landing: lazyPage(() => import('@/pages/LandingPage')),
  login: lazyPage(withServerState(() => import('@/pages/LoginPage'))),
  forgotPassword: lazyPage(withServerState(() => import('@/pages/ForgotPasswordPage'))),
  resetPassword: lazyPage(() => import('@/pages/ResetPasswordPage')),
  signup: lazyPage(() => import('@/pages/SignupPage')),
  signupCompany: lazyPage(() => import('@/pages/SignupCompanyPage')),
  signupKyc: lazyPage(() => import('@/pages/SignupKycPage')),
  verifyEmail: lazyPage(withServerState(() => import('@/pages/VerifyEmailPage'))),
  invitation: lazyPage(withServerState(() => import('@/pages/InvitationPage'))),
  guide: lazyPage(() => import('@/pages/GuidePage')),
  terms: lazyPage(() => import('@/pages/TermsPage')),
  privacy: lazyPage(() => import('@/pages/PrivacyPage')),
  pricing: lazyPage(() => import('@/pages/PricingPage')),
  buy: lazyPage(withServerState(() => import('@/pages/BuyPage'))),
  checkout: lazyPage(withServerState(() => import('@/pages/CheckoutPage'))),
  paymentInfo: lazyPage(withServerState(() => import('@/pages/PaymentInfoPage'))),
  subscriptionSuccess: lazyPage(() => import('@/pages/SubscriptionSuccessPage')),
  dashboard: lazyPage(() => import('@/pages/DashboardPage')),
  calls: lazyPage(() => import('@/pages/CallsPage')),
  usage: lazyPage(() => import('@/pages/UsagePage')),
  callDetail: lazyPage(() => import('@/pages/CallDetailPage')),
  delivery: lazyPage(() => import('@/pages/DeliveryPage')),
  webhookLog: lazyPage(() => import('@/pages/WebhookLogPage')),
  goLive: lazyPage(() => import('@/pages/GoLivePage')),
  dataPrivacy: lazyPage(() => import('@/pages/DataPrivacyPage')),
  team: lazyPage(() => import('@/pages/TeamPage')),
  audit: lazyPage(() => import('@/pages/AuditPage')),
  buyCalls: lazyPage(() => import('@/pages/BuyCallsPage')),
  botConfig: lazyPage(() => import('@/pages/BotConfigPage')),
  studioTest: lazyPage(() => import('@/pages/StudioTestPage')),
  studioVersions: lazyPage(() => import('@/pages/StudioVersionsPage')),
  studioQuestions: lazyPage(() => import('@/pages/StudioQuestionsPage')),
  profile: lazyPage(() => import('@/pages/ProfilePage')),
  settings: lazyPage(() => import('@/pages/SettingsPage')),
  resubmitKyc: lazyPage(withServerState(() => import('@/pages/ResubmitKycPage'))),
};
