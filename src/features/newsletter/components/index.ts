export { InlineSubscribe } from './inline-subscribe'
export { SubscribeButton, SubscribeIconButton } from './open-subscribe-button'
export { SubscribeDialogLoader } from './subscribe-dialog-loader'
