export { Footer, type FooterProps, type FooterSite } from './footer'
