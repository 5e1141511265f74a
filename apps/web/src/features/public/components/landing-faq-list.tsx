import { Accordion } from '@/components/ui/accordion';
import { landingFaq } from '../content/landing-faq';

/** The landing page's questions and answers; its own chunk (see the landing page). */
export function LandingFaqList({ signupCredits, className }: { signupCredits: number | undefined; className?: string }) {
  return <Accordion items={landingFaq(signupCredits)} className={className} />;
}
