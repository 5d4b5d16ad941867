/**
 * Full screen for the video player, with what each browser offers: the Fullscreen API on the
 * player (its own controls and captions stay on screen), Safari's prefixed version of it, or on
 * iPhone, where no element but a <video> may go full screen, the video's own native full screen.
 * Browser-only (DOM).
 */

type WebkitDocument = Document & {
  webkitFullscreenEnabled?: boolean
  webkitFullscreenElement?: Element | null
  webkitExitFullscreen?: () => void
}
type WebkitElement = HTMLElement & { webkitRequestFullscreen?: () => void }
type WebkitVideo = HTMLVideoElement & {
  webkitEnterFullscreen?: () => void
  webkitExitFullscreen?: () => void
  webkitSupportsFullscreen?: boolean
  webkitDisplayingFullscreen?: boolean
}

/** How this browser puts the player in full screen, or null when it cannot. */
export type FullscreenMode = 'standard' | 'webkit' | 'native-video' | null

export function fullscreenMode(player: HTMLElement, video: HTMLVideoElement): FullscreenMode {
  const doc = document as WebkitDocument
  if (document.fullscreenEnabled && typeof player.requestFullscreen === 'function') return 'standard'
  if (doc.webkitFullscreenEnabled && typeof (player as WebkitElement).webkitRequestFullscreen === 'function') {
    return 'webkit'
  }
  const iosVideo = video as WebkitVideo
  return typeof iosVideo.webkitEnterFullscreen === 'function' ? 'native-video' : null
}

export function isFullscreen(mode: FullscreenMode, player: HTMLElement, video: HTMLVideoElement): boolean {
  if (mode === 'standard') return document.fullscreenElement === player
  if (mode === 'webkit') return (document as WebkitDocument).webkitFullscreenElement === player
  if (mode === 'native-video') return Boolean((video as WebkitVideo).webkitDisplayingFullscreen)
  return false
}

export async function enterFullscreen(mode: FullscreenMode, player: HTMLElement, video: HTMLVideoElement) {
  if (mode === 'standard') await player.requestFullscreen()
  else if (mode === 'webkit') (player as WebkitElement).webkitRequestFullscreen?.()
  else if (mode === 'native-video') (video as WebkitVideo).webkitEnterFullscreen?.()
}

export async function exitFullscreen(mode: FullscreenMode, video: HTMLVideoElement) {
  if (mode === 'standard' && document.fullscreenElement) await document.exitFullscreen()
  else if (mode === 'webkit') (document as WebkitDocument).webkitExitFullscreen?.()
  else if (mode === 'native-video') (video as WebkitVideo).webkitExitFullscreen?.()
}

/** Calls `listener` whenever the page or the video enters or leaves full screen; returns the unsubscribe. */
export function onFullscreenChange(video: HTMLVideoElement, listener: () => void): () => void {
  const documentEvents = ['fullscreenchange', 'webkitfullscreenchange']
  const videoEvents = ['webkitbeginfullscreen', 'webkitendfullscreen']
  for (const name of documentEvents) document.addEventListener(name, listener)
  for (const name of videoEvents) video.addEventListener(name, listener)
  return () => {
    for (const name of documentEvents) document.removeEventListener(name, listener)
    for (const name of videoEvents) video.removeEventListener(name, listener)
  }
}
