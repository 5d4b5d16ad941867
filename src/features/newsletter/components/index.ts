export { InlineSubscribe } from './inline-subscribe'
export { SubscribeButton, SubscribeIconButton } from './open-subscribe-button'
export { SubscribeDialog } from './subscribe-dialog'
