import { CREDIT_PRICES } from '@uc/contract';

export const SALES_EMAIL = 'sales@ultimatecofounder.com';
export const SALES_MAILTO = `mailto:${SALES_EMAIL}?subject=${encodeURIComponent('Enterprise Inquiry')}`;

/** The pricing page's six questions; every answer matches what the server enforces. */
export const PRICING_FAQ = [
  { id: 'expire', title: 'Do credits expire?', content: 'No. Credits never expire, whether they come from a plan, a credit package or your sign-up bonus.' },
  {
    id: 'order',
    title: 'Which credits are used first?',
    content: 'Credits included in your subscription are used before purchased credits, so the credits you bought last longest.',
  },
  {
    id: 'cost',
    title: 'What does each action cost?',
    content: `A chat answer costs ${CREDIT_PRICES.chat_message} credit (asking the whole team, one per co-founder plus one for the team synthesis), a data analysis ${CREDIT_PRICES.data_analysis}, an agent session or a video call ${CREDIT_PRICES.video_call}, app generation ${CREDIT_PRICES.app_generation}, a business document ${CREDIT_PRICES.document} and a video creation ${CREDIT_PRICES.video_creation}. Work that fails costs nothing.`,
  },
  { id: 'cancel', title: 'Can I cancel my subscription?', content: 'Yes, at any time from the Billing tab. Your plan stays active until the end of the period you paid for, and your credits stay with you. You can also switch plans there: an upgrade applies at once (you pay the prorated difference and get the extra credits), a downgrade at the end of the period.' },
  {
    id: 'refund',
    title: 'What is your refund policy?',
    content: 'Payments are not refunded from within the product. You can cancel a subscription at any time and keep it until the end of the period you paid for; for a billing problem, write to us from the Contact page.',
  },
  { id: 'video', title: 'Which plans include video calls?', content: 'Every paid plan includes video calls with your AI Co-founder agents. The free plan includes chat, documents and the data room.' },
] as const;
