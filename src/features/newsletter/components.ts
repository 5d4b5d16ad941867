export { InlineSubscribe } from './components/inline-subscribe'
export { SubscribeButton, SubscribeIconButton } from './components/open-subscribe-button'
export { SubscribeDialog } from './components/subscribe-dialog'
