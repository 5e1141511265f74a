// Apart from bounds.ts (which reads every mechanic) so the contract can name them cheaply (ids.ts).

/** The largest amount the wire carries (minor units): the contract's ceiling for any money field. */
export const MAX_MINOR_UNITS = 1e15;
/** The largest magnitude of any assumption value on the wire (schemas of tools and bodies use it). */
export const ASSUMPTION_VALUE_LIMIT = 1e15;
