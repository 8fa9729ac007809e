import { lazy, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type * as LandingCalls from '@/api/landing';
import { Deferred, deferred, markPageReady } from '@/features/landing/deferred';
import { useLeadSubmission } from '@/features/lead/useLeadSubmission';
import { LANDING_ANCHORS } from '@/lib/landing';
import type { LeadPayload } from '@/lib/lead';
import { keyMessage } from '@/lib/message';
import type { ProductId } from '@/lib/pricingPlans';
import { PATHS } from '@/lib/routes';
import { LANDING_TESTIMONIALS_SEED } from '@/lib/testimonials';
import { useMessageText } from '@/ui/MessageText';
import { useNotify } from '@/ui/notify';
import { Static } from '@/ui/Static';
import { useLocale, useLocalizedPath } from '@/ui/useLocale';

// The HTTP client and the page's calls load with the first call (a lead, a verification link),
// not with the first paint. A failed load is a network failure like any other.
type LandingApi = typeof LandingCalls;
let landingApi: LandingApi | null = null;
const loadLandingApi = async (): Promise<LandingApi> => (landingApi ??= await import('@/api/landing'));
const sendLead = async (payload: LeadPayload) => (await loadLandingApi()).submitLead(payload);
const leadError = (error: unknown) => (landingApi ? landingApi.leadErrorMessage(error) : keyMessage('errors:network'));

// The hero is text, images and links: on the pre-rendered page it keeps its markup (Static) and
// its code loads only if it must render (a language switch, a navigation inside the app). Those
// are transitions, so the page on screen stays until the code is there.
const Hero = lazy(() => import('@/features/landing/Hero').then((module) => ({ default: module.Hero })));

// Below the fold: each loads as it nears the screen (see src/features/landing/deferred.tsx).
const LeadSection = deferred(() => import('@/features/lead/LeadSection'), 'LeadSection', LANDING_ANCHORS.form);
const SecondLeadSection = deferred(() => import('@/features/lead/LeadSection'), 'LeadSection', LANDING_ANCHORS.secondForm);
const StepsSection = deferred(() => import('@/features/landing/StepsSection'), 'StepsSection', LANDING_ANCHORS.steps);
const FeaturesSection = deferred(() => import('@/features/landing/FeaturesSection'), 'FeaturesSection', LANDING_ANCHORS.features);
const PricingCards = deferred(() => import('@/features/pricing/PricingCards'), 'PricingCards', LANDING_ANCHORS.pricing);
const ComparisonTable = deferred(() => import('@/features/pricing/ComparisonTable'), 'ComparisonTable', LANDING_ANCHORS.comparison);
const SeededTestimonials = deferred(() => import('@/features/landing/TestimonialsGrid'), 'SeededTestimonials', LANDING_ANCHORS.secondForm);
const FinalBlock = deferred(() => import('@/features/landing/FinalBlock'), 'FinalBlock', LANDING_ANCHORS.final);
const FaqSection = deferred(() => import('@/features/landing/FaqSection'), 'FaqSection', LANDING_ANCHORS.faq);

/**
 * A section of the page: its anchor and its label exist before the section's code arrives.
 * Until it nears the viewport the browser skips its rendering (content-visibility), keeping
 * the estimated height: the pre-rendered page paints its first screen sooner.
 */
function Section({ id, labelledBy, estimate, children }: { id: string; labelledBy: string; estimate: number; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      style={{ scrollMarginTop: 72, contentVisibility: 'auto', containIntrinsicSize: `auto ${estimate}px` }}
    >
      {children}
    </section>
  );
}

/**
 * `?token=` from an e-mail link (spec section 2): GET /verify, then a green "account verified"
 * notice or a red "verificationError: " plus the server message, then the query is cleared.
 */
function useVerificationLink() {
  const [params] = useSearchParams();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const messageText = useMessageText();
  const { t } = useTranslation('landing');
  const token = params.get('token');
  const handled = useRef<string | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (token === null || handled.current === token) return;
    handled.current = token;
    const clearQuery = () => {
      if (mounted.current) void navigate({ pathname, search: '', hash }, { replace: true });
    };
    if (!token.trim()) {
      notify.error(messageText(keyMessage('errors:verify.noToken')));
      clearQuery();
      return;
    }
    loadLandingApi()
      .then(
        (calls) =>
          calls.verifyEmail(token).then(
            () => notify.success(t('verify.success')),
            (error: unknown) => notify.error(messageText(calls.verifyErrorMessage(error))),
          ),
        () => notify.error(messageText(keyMessage('errors:network'))),
      )
      .finally(clearQuery);
    // Runs once per token: notify, t and navigate may change identity between renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
}

/**
 * The landing page (spec sections 1 to 3, 5, 8, 9): hero; a lead form section; the three
 * steps; features; pricing cards; the comparison table; a second lead form section with the
 * testimonials; the final block; the FAQ. Buy buttons open /buy with the product in
 * navigation state; the lead forms post to /api/leads.
 */
export default function LandingPage() {
  const locale = useLocale();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const firstLead = useLeadSubmission({ send: sendLead, errorMessage: leadError, locale });
  const secondLead = useLeadSubmission({ send: sendLead, errorMessage: leadError, locale });
  useVerificationLink();

  useEffect(() => {
    markPageReady();
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
      <Static name="hero">
        <Hero startHref={start} pricingHref={pricing} />
      </Static>
      <div id={LANDING_ANCHORS.start} style={{ scrollMarginTop: 72 }}>
        <Section id={LANDING_ANCHORS.form} labelledBy="lead-promo-title" estimate={1100}>
          <Deferred minHeight={1100}>
            <LeadSection layout="promo" headingId="lead-promo-title" {...firstLead} />
          </Deferred>
        </Section>
      </div>
      <Section id={LANDING_ANCHORS.steps} labelledBy="steps-title" estimate={600}>
        <Static name="steps">
          <Deferred minHeight={600} gate={false}>
            <StepsSection headingId="steps-title" />
          </Deferred>
        </Static>
      </Section>
      <Section id={LANDING_ANCHORS.features} labelledBy="features-title" estimate={700}>
        <Static name="features">
          <Deferred minHeight={700} gate={false}>
            <FeaturesSection headingId="features-title" />
          </Deferred>
        </Static>
      </Section>
      <Section id={LANDING_ANCHORS.pricing} labelledBy="pricing-title" estimate={1000}>
        <Deferred minHeight={1000}>
          <PricingCards headingId="pricing-title" onBuy={onBuy} learnMoreHref={`#${LANDING_ANCHORS.form}`} allPlansHref={localize(PATHS.pricing)} />
        </Deferred>
      </Section>
      <Section id={LANDING_ANCHORS.comparison} labelledBy="comparison-title" estimate={800}>
        <Static name="comparison">
          <Deferred minHeight={800} gate={false}>
            <ComparisonTable headingId="comparison-title" />
          </Deferred>
        </Static>
      </Section>
      <Section id={LANDING_ANCHORS.secondForm} labelledBy="lead-illustrated-title" estimate={2200}>
        <Deferred minHeight={1300}>
          <SecondLeadSection layout="illustrated" headingId="lead-illustrated-title" {...secondLead} />
        </Deferred>
        <Static name="testimonials">
          <Deferred minHeight={900} gate={false}>
            <SeededTestimonials headingId="testimonials-title" seed={LANDING_TESTIMONIALS_SEED} />
          </Deferred>
        </Static>
      </Section>
      <Section id={LANDING_ANCHORS.final} labelledBy="final-title" estimate={500}>
        <Static name="final">
          <Deferred minHeight={500} gate={false}>
            <FinalBlock headingId="final-title" startHref={start} pricingHref={pricing} />
          </Deferred>
        </Static>
      </Section>
      <Section id={LANDING_ANCHORS.faq} labelledBy="faq-title" estimate={700}>
        <Deferred minHeight={700}>
          <FaqSection headingId="faq-title" />
        </Deferred>
      </Section>
    </>
  );
}
