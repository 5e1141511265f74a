import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';
import { InfoGrid, PageHero, PageSection } from '../components/page-hero';

export function PricingPage() {
  const { signupCredits } = usePublicConfig();
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Simple, credit-based pricing"
        description={`Start with ${signupCredits ?? 'free'} credits when you verify your email. Plans and credit packs are coming soon.`}
      >
        <Button asChild size="lg">
          <Link to={paths.auth.signUp.getHref()}>Create your free account</Link>
        </Button>
      </PageHero>
      <PageSection>
        <InfoGrid
          items={[
            { title: 'Pay for what you use', text: 'Every chat message, document and session costs a fixed number of credits, shown before you spend them.' },
            { title: 'Failures are free', text: 'If a generation fails, the credits it reserved are released.' },
            { title: '0% equity', text: 'Your AI Co-founder team never asks for a share of your company.' },
          ]}
        />
      </PageSection>
    </>
  );
}

export function AboutPage() {
  return (
    <>
      <PageHero eyebrow="About" title="Built for founders who build alone" description="Ultimate Co-founder gives solo and non-technical founders a full founding team of AI specialists." />
      <PageSection>
        <InfoGrid
          items={[
            { title: 'Our mission', text: 'Make the advice and output of a strong founding team available to every founder, around the clock.' },
            { title: 'Who it is for', text: 'Solo founders, non-technical founders and small founding teams.' },
            { title: 'How it works', text: 'Five agents (strategy, product, tech, operations and marketing) work from your startup profile and your data room.' },
          ]}
        />
      </PageSection>
    </>
  );
}

export function CompanyPage() {
  return (
    <>
      <PageHero eyebrow="Company" title="Ultimate Co-founder" description="We build AI co-founders that help startups go from idea to traction." />
      <PageSection>
        <InfoGrid
          items={[
            { title: 'Founder first', text: 'Every feature starts from what a founder needs to ship this week.' },
            { title: 'Honest by default', text: 'Sample data is labelled as sample; figures shown as real come from your account.' },
            { title: 'Secure', text: 'Your documents stay in your data room, and only you decide who sees them.' },
          ]}
        />
      </PageSection>
    </>
  );
}

export function CareersPage() {
  return (
    <>
      <PageHero eyebrow="Careers" title="Help founders build the future" description="Open positions and the application form will be listed here soon." />
      <PageSection>
        <InfoGrid
          items={[
            { title: 'Remote first', text: 'Work from where you do your best work.' },
            { title: 'Small team, big impact', text: 'What you ship reaches founders the same week.' },
            { title: 'Learn constantly', text: 'AI, product and startups: a new problem every day.' },
          ]}
        />
      </PageSection>
    </>
  );
}

export function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Contact" title="Talk to us" description="A contact form is coming soon. Until then, signed-in users can reach us from their dashboard." />
      <PageSection>
        <InfoGrid
          items={[
            { title: 'Sales', text: 'Questions about plans and credits for your team.' },
            { title: 'Support', text: 'Help with your account, billing or the agents.' },
            { title: 'Partnerships', text: 'Integrations, accelerators and communities.' },
          ]}
        />
      </PageSection>
    </>
  );
}

export function DocumentationPage() {
  return (
    <>
      <PageHero eyebrow="Documentation" title="Get the most out of your AI Co-founder team" description="Guides for every part of the product are being written. Here is the short version." />
      <PageSection>
        <InfoGrid
          items={[
            { title: '1. Create your account', text: 'Sign up, verify your email and receive your free credits.' },
            { title: '2. Describe your startup', text: 'Your profile gives every agent the context it needs.' },
            { title: '3. Ask for outcomes', text: 'Business plans, pitch decks, market analyses or a working app, straight from the chat.' },
          ]}
        />
      </PageSection>
    </>
  );
}

export function ApiPage() {
  return (
    <>
      <PageHero eyebrow="API" title="Build on Ultimate Co-founder" description="A REST API with bearer authentication. The OpenAPI 3.1 description is generated from the same schemas the server validates with.">
        <Button asChild size="lg" variant="secondary">
          <a href="/api/v1/openapi.json">View the OpenAPI document</a>
        </Button>
      </PageHero>
      <PageSection>
        <InfoGrid
          items={[
            { title: 'Authentication', text: 'Send Authorization: Bearer with an access token or an API key starting with uc_.' },
            { title: 'Errors', text: 'Every error answers with a JSON body { "detail": "..." }.' },
            { title: 'Rate limits', text: 'API keys are limited to 100 requests per minute each.' },
          ]}
        />
      </PageSection>
    </>
  );
}
