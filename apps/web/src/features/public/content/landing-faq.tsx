import { CREDIT_PRICES } from '@uc/contract/credit-prices';
import type { AccordionEntry } from '@/components/ui/accordion';

/** The six landing-page questions. Prices come from the contract's price table, credits from the server. */
export function landingFaq(signupCredits: number | undefined): AccordionEntry[] {
  const free = signupCredits === undefined ? 'free credits' : `${signupCredits} free credits`;
  return [
    {
      id: 'what-is-it',
      title: 'What exactly is an AI Co-founder?',
      content:
        'Five specialised AI agents (Alex Strategic, Sam Product, Taylor Tech, Jordan Ops and Morgan Marketing) that work from your startup profile and your data room. They answer in chat, write plans, generate business documents and small web apps, and meet you in live sessions, like a founding team that is available around the clock.',
    },
    {
      id: 'credits',
      title: 'How do credits work?',
      content: `Every action has a fixed price shown before you spend it: a chat answer costs ${CREDIT_PRICES.chat_message} credit (asking the whole team, one per co-founder plus one for the team synthesis), an agent session ${CREDIT_PRICES.agent_session}, a generated document ${CREDIT_PRICES.document}, an app generation ${CREDIT_PRICES.app_generation} and a video call ${CREDIT_PRICES.video_call}. New accounts receive ${free} when they verify their email. If a generation fails, the credits it reserved are released, so failures cost nothing.`,
    },
    {
      id: 'technical-skills',
      title: 'Do I need technical skills to use it?',
      content:
        'No. Describe what you want in plain language. Taylor Tech turns ideas into technical specifications and working prototypes, and every document downloads as a normal PowerPoint, PDF or Excel file (PowerPoint and Excel you can edit yourself).',
    },
    {
      id: 'data-security',
      title: 'Is my startup data secure?',
      content:
        'Your documents live in your own data room and are only visible to your account. Passwords are hashed with Argon2id, sessions can be revoked at any time, and API keys are stored only as hashes. You can delete your account and all its data from your profile.',
    },
    {
      id: 'equity',
      title: 'Do you take equity in my startup?',
      content: 'Never. You pay for what you use with credits or a monthly plan, and you keep 100% of your company and of everything the agents create for you.',
    },
    {
      id: 'cancel',
      title: 'Can I cancel at any time?',
      content:
        'Yes. Subscriptions can be cancelled from the Billing tab and stay active until the end of the paid period. Credits you already have never expire.',
    },
  ];
}
