import { Clock, Handshake, LifeBuoy, Mail, MapPin, MessageSquare, Users } from 'lucide-react';
import { Accordion } from '@/components/ui/accordion';
import { usePublicConfig } from '@/lib/public-config';
import { ContactForm } from '../components/contact-form';
import { PageHero } from '../components/page-hero';
import { MAILBOXES } from '../content/company';

const DEPARTMENTS = [
  { icon: MessageSquare, title: 'General', text: 'Questions about the product or the company.', email: MAILBOXES.general },
  { icon: Handshake, title: 'Sales', text: 'Plans, credits and enterprise needs for your team.', email: MAILBOXES.sales },
  { icon: LifeBuoy, title: 'Support', text: 'Help with your account, billing or the agents.', email: MAILBOXES.support },
  { icon: Users, title: 'Careers', text: 'Applications and questions about open roles.', email: MAILBOXES.careers },
];

export function ContactPage() {
  const { signupCredits } = usePublicConfig();
  const faqs = [
    { id: 'reply-time', title: 'How quickly will I hear back?', content: 'We reply to every message within 24 hours on working days, usually much sooner.' },
    {
      id: 'trial',
      title: 'Can I try the product before talking to sales?',
      content: `Yes. Create an account and verify your email to receive ${signupCredits ?? 'free'} credits, enough to chat with every agent and generate your first documents. No card needed.`,
    },
    {
      id: 'support-hours',
      title: 'Where do I get help with my account?',
      content: 'Write to support with the email address of your account. For billing questions, include the date of the payment; never send us your password.',
    },
    {
      id: 'partnerships',
      title: 'Do you work with accelerators and communities?',
      content: 'Yes. Choose "Partnership" as the reason in the form and tell us about your programme; we offer onboarding sessions for cohorts.',
    },
  ];
  return (
    <>
      <PageHero eyebrow="Contact" title="Talk to us" description="Questions, feedback or partnership ideas: we read every message and reply within 24 hours." />
      <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6" aria-labelledby="departments-heading">
        <h2 id="departments-heading" className="sr-only">
          Departments
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {DEPARTMENTS.map(({ icon: Icon, title, text, email }) => (
            <li key={title} className="rounded-2xl border border-white/10 bg-slate-900/60 p-5">
              <Icon className="h-6 w-6 text-violet-300" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-white">{title}</h3>
              <p className="mt-1 text-sm text-slate-400">{text}</p>
              <a href={`mailto:${email}`} className="mt-3 inline-block rounded text-sm break-all text-violet-300 hover:text-violet-200 focus-visible:outline-2 focus-visible:outline-violet-400">
                {email}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto grid max-w-6xl gap-8 px-4 pb-14 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-2xl border border-white/10 bg-slate-900/60 p-6 sm:p-8">
          <h2 className="mb-6 text-xl font-semibold text-white">Send us a message</h2>
          <ContactForm />
        </div>
        <aside className="space-y-4" aria-label="Contact details">
          <div className="space-y-4 rounded-2xl border border-white/10 bg-slate-900/60 p-6 text-sm text-slate-300">
            <p className="flex items-start gap-3">
              <Mail className="mt-0.5 h-4 w-4 shrink-0 text-violet-300" aria-hidden="true" />
              <a href={`mailto:${MAILBOXES.general}`} className="break-all hover:text-white">
                {MAILBOXES.general}
              </a>
            </p>
            <p className="flex items-start gap-3">
              <Clock className="mt-0.5 h-4 w-4 shrink-0 text-violet-300" aria-hidden="true" /> Replies within 24 hours, Monday to Friday
            </p>
            <p className="flex items-start gap-3">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-violet-300" aria-hidden="true" /> Remote-first team, based in San Francisco, CA
            </p>
          </div>
          <div
            className="flex h-48 flex-col items-center justify-center rounded-2xl border border-white/10 bg-[radial-gradient(circle_at_center,rgba(124,58,237,0.25),transparent_60%)] text-center"
            role="img"
            aria-label="Map placeholder: San Francisco, CA"
          >
            <MapPin className="h-8 w-8 text-violet-300" aria-hidden="true" />
            <p className="mt-2 text-sm text-slate-300">San Francisco, CA</p>
          </div>
        </aside>
      </section>
      <section className="mx-auto max-w-3xl px-4 pb-20 sm:px-6" aria-labelledby="contact-faq-heading">
        <h2 id="contact-faq-heading" className="mb-6 text-center text-2xl font-bold text-white">
          Frequently Asked Questions
        </h2>
        <Accordion items={faqs} />
      </section>
    </>
  );
}
