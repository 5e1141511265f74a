/** What the card form needs (spec 001 §3 checkout payload). */
export type Checkout = {
  clientSecret: string;
  amount: number;
  credits: number;
  packageName: string;
  kind: 'package' | 'subscription';
};

/** The form reports back only success; failures stay inside it with the spec's message. */
export type CardFormProps = { checkout: Checkout; onPaid: () => void };
