/**
 * The calculator's public surface for other slices (browser-safe): the promo card that links to it,
 * and /account's list of the summaries a member sent (its reader, listMemberCostSummaries, is in
 * ./server for the page to call).
 */
export { type MemberCostSummary, MemberCostSummaries } from './account/member-cost-summaries'
export { CalculatorPromoCard } from './components/calculator-promo-card'
