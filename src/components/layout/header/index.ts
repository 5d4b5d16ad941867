export { Header, type HeaderProps } from './header'
export { headerVariants } from './header-variants'
