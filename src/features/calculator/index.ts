/** The calculator's public surface for other slices (browser-safe): the promo card that links to it. */
export { CalculatorPromoCard } from './components/calculator-promo-card'
