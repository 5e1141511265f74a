/** One formatter (building an Intl.NumberFormat costs more than using it): "1,768". */
const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count of credits, messages or anything else, with thousands separators: 1768 → "1,768". */
export const formatCount = (n: number) => COUNT.format(n);

/** "1 credit", "1,768 credits". */
export const formatCreditsLabel = (n: number) => `${formatCount(n)} ${Math.abs(n) === 1 ? 'credit' : 'credits'}`;
