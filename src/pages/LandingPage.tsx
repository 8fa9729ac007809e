import { lazy, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type * as LandingCalls from '@/api/landing';
import { useLeadSubmission } from '@/features/lead/useLeadSubmission';
import { LANDING_ANCHORS } from '@/lib/landing';
import type { LeadPayload } from '@/lib/lead';
import { keyMessage } from '@/lib/message';
import type { ProductId } from '@/lib/plans';
import { PATHS } from '@/lib/routes';
import { KeepServerMarkup, LandingSection, lazyLandingPart, useAfterHydration } from '@/startup';
import { LANDING_TESTIMONIALS_SEED } from '@/lib/testimonials';
import { useLocale, useLocalizedPath, useLocaleNavigate } from '@/ui/useLocale';

// The HTTP client and the page's calls load with the first call (a lead), not with the first
// paint. A failed load is a network failure like any other.
type LandingApi = typeof LandingCalls;
let landingApi: LandingApi | null = null;
const loadLandingApi = async (): Promise<LandingApi> => (landingApi ??= await import('@/api/landing'));
const sendLead = async (payload: LeadPayload) => (await loadLandingApi()).submitLead(payload);
const leadError = (error: unknown) => (landingApi ? landingApi.leadErrorMessage(error) : keyMessage('errors:network'));

// The hero is text, images and links: on the pre-rendered page it keeps its markup
// (KeepServerMarkup) and its code loads only if it must render (a language switch, a navigation
// inside the app). Those are transitions, so the page on screen stays until the code is there.
const Hero = lazy(() => import('@/features/landing/Hero').then((module) => ({ default: module.Hero })));

// Below the fold: each loads as its section nears the screen (LandingSection, src/startup).
const LeadSection = lazyLandingPart(() => import('@/features/lead/LeadSection'), 'LeadSection');
const StepsSection = lazyLandingPart(() => import('@/features/landing/StepsSection'), 'StepsSection');
const FeaturesSection = lazyLandingPart(() => import('@/features/landing/FeaturesSection'), 'FeaturesSection');
const PricingCards = lazyLandingPart(() => import('@/features/pricing/PricingCards'), 'PricingCards');
const ComparisonTable = lazyLandingPart(() => import('@/features/pricing/ComparisonTable'), 'ComparisonTable');
const SeededTestimonials = lazyLandingPart(() => import('@/features/landing/TestimonialsGrid'), 'SeededTestimonials');
const FinalBlock = lazyLandingPart(() => import('@/features/landing/FinalBlock'), 'FinalBlock');
const FaqSection = lazyLandingPart(() => import('@/features/landing/FaqSection'), 'FaqSection');

/**
 * `?token=` from an e-mail link (the account verification): the link opens the verification page
 * with the same token, where only a press on "Confirm" confirms the account (opening a link, as a
 * mail scanner does, confirms nothing).
 */
function VerificationLink() {
  const [params] = useSearchParams();
  const navigate = useLocaleNavigate();
  // Once the pre-rendered page is hydrated: the router owns the address from then on.
  const hydrated = useAfterHydration();
  const token = hydrated ? params.get('token') : null;
  useEffect(() => {
    if (token !== null) navigate({ pathname: PATHS.verifyEmail, search: new URLSearchParams({ token }).toString() }, { replace: true });
  }, [token, navigate]);
  return null;
}

/**
 * The landing page: hero; a lead form section; the three
 * steps; features; pricing cards; the comparison table; a second lead form section with the
 * testimonials; the final block; the FAQ. Buy buttons open /buy with the product in
 * navigation state; the lead forms post to /api/leads.
 */
export default function LandingPage() {
  const locale = useLocale();
  const localize = useLocalizedPath();
  const navigate = useLocaleNavigate();
  const { hash } = useLocation();
  const firstLead = useLeadSubmission({ send: sendLead, errorMessage: leadError, locale });
  const secondLead = useLeadSubmission({ send: sendLead, errorMessage: leadError, locale });

  useEffect(() => {
    // Arriving from another page at /#start: the anchors exist already, the sections follow.
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onBuy = (product: ProductId) => void navigate(localize(PATHS.buy), { state: { product } });
  const start = `#${LANDING_ANCHORS.start}`;
  const pricing = `#${LANDING_ANCHORS.pricing}`;

  return (
    <>
      {/* Its own component: the state it keeps after hydration re-renders it alone, not the page's kept markup. */}
      <VerificationLink />
      <KeepServerMarkup name="hero">
        <Hero startHref={start} pricingHref={pricing} />
      </KeepServerMarkup>
      <div id={LANDING_ANCHORS.start} style={{ scrollMarginTop: 72 }}>
        <LandingSection id={LANDING_ANCHORS.form} labelledBy="lead-promo-title" height={1100}>
          <LeadSection layout="promo" headingId="lead-promo-title" textPart={KeepServerMarkup} {...firstLead} />
        </LandingSection>
      </div>
      <LandingSection id={LANDING_ANCHORS.steps} labelledBy="steps-title" height={600} content="text">
        <StepsSection headingId="steps-title" />
      </LandingSection>
      <LandingSection id={LANDING_ANCHORS.features} labelledBy="features-title" height={700} content="text">
        <FeaturesSection headingId="features-title" />
      </LandingSection>
      <LandingSection id={LANDING_ANCHORS.pricing} labelledBy="pricing-title" height={1000}>
        <PricingCards
          headingId="pricing-title"
          onBuy={onBuy}
          learnMoreHref={`#${LANDING_ANCHORS.form}`}
          allPlansHref={localize(PATHS.pricing)}
          textPart={KeepServerMarkup}
        />
      </LandingSection>
      <LandingSection id={LANDING_ANCHORS.comparison} labelledBy="comparison-title" height={800} content="text">
        <ComparisonTable headingId="comparison-title" />
      </LandingSection>
      <LandingSection id={LANDING_ANCHORS.secondForm} labelledBy="lead-illustrated-title" height={2200}>
        <LeadSection layout="illustrated" headingId="lead-illustrated-title" textPart={KeepServerMarkup} {...secondLead} />
        <KeepServerMarkup name="testimonials">
          <SeededTestimonials headingId="testimonials-title" seed={LANDING_TESTIMONIALS_SEED} />
        </KeepServerMarkup>
      </LandingSection>
      <LandingSection id={LANDING_ANCHORS.final} labelledBy="final-title" height={500} content="text">
        <FinalBlock headingId="final-title" startHref={start} pricingHref={pricing} />
      </LandingSection>
      <LandingSection id={LANDING_ANCHORS.faq} labelledBy="faq-title" height={700}>
        <FaqSection headingId="faq-title" />
      </LandingSection>
    </>
  );
}
