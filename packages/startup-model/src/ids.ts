/**
 * What the wire's schemas (@uc/contract) need of the model: its ids, limits and currencies, without
 * the mechanics, the forecast and their data. A server start loads only these (issue 42).
 */
export { ARCHETYPE_IDS, SECTOR_IDS, STAGE_IDS } from './types';
export { ASSUMPTION_VALUE_LIMIT, MAX_MINOR_UNITS } from './limits';
export { CURRENCIES } from './currency';
