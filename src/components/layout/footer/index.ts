export { Footer, type FooterProps } from './footer'
