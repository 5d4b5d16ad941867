/**
 * The video player's state (SPEC §2 "Video player", §9 "Touch controls hide after 3 s"), as a pure
 * reducer: the component feeds it the media element's events (play, pause, ended, volumechange,
 * fullscreenchange) and the visitor's pointer, touch and keyboard focus, and renders from it.
 * What the buttons do (play(), pause(), muted, requestFullscreen) is done on the element itself;
 * the state follows the element's events, so it never claims to play when the browser refused.
 *
 * - playback: paused or playing; the end of the video is paused again (`atEnd`), unless the video
 *   loops (a looping video never ends);
 * - controls: always visible while paused; while playing they show on pointer movement, keyboard
 *   focus and a tap, and hide CONTROLS_HIDE_MS after the last of these (never while keyboard
 *   focus is inside the player, nor while the mouse rests on the controls).
 */

/** SPEC §9: touch controls hide after 3 s. The same delay applies to the mouse. */
export const CONTROLS_HIDE_MS = 3000

export type PlayerState = {
  playback: 'paused' | 'playing'
  /** The video reached its end (paused there); playing again starts from the beginning. */
  atEnd: boolean
  muted: boolean
  fullscreen: boolean
  /** Captions shown (the <track> is marked default, so they start on). */
  captions: boolean
  /** Whether the controls are shown while playing (paused, they always are). */
  controlsShown: boolean
  /** Keyboard focus (focus-visible) is on one of the player's controls. */
  keyboardFocus: boolean
  /** The mouse rests on the controls bar. */
  pointerOnControls: boolean
  /** Bumped by every activity that restarts the hide timer; the timer names the one it waited for. */
  activity: number
}

export type PlayerEvent =
  | { type: 'PLAYED' }
  | { type: 'PAUSED' }
  | { type: 'ENDED' }
  | { type: 'MUTE_CHANGED'; muted: boolean }
  | { type: 'FULLSCREEN_CHANGED'; fullscreen: boolean }
  | { type: 'CAPTIONS_TOGGLED' }
  /** The mouse (or a pen) moved over the player. */
  | { type: 'POINTER_MOVED' }
  /** The mouse left the player. */
  | { type: 'POINTER_LEFT' }
  | { type: 'POINTER_ON_CONTROLS'; on: boolean }
  /** A tap on the picture while playing: shows the controls, or hides them when shown. */
  | { type: 'PICTURE_TAPPED' }
  /** A touch on one of the controls: keeps them shown for another CONTROLS_HIDE_MS. */
  | { type: 'CONTROLS_TOUCHED' }
  | { type: 'KEYBOARD_FOCUS'; focused: boolean }
  | { type: 'HIDE_TIMER_ELAPSED'; activity: number }

export const initialPlayerState: PlayerState = {
  playback: 'paused',
  atEnd: false,
  muted: false,
  fullscreen: false,
  captions: true,
  controlsShown: true,
  keyboardFocus: false,
  pointerOnControls: false,
  activity: 0,
}

/** Shows the controls and restarts the hide timer. */
function active(state: PlayerState): PlayerState {
  return { ...state, controlsShown: true, activity: state.activity + 1 }
}

export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'PLAYED':
      return active({ ...state, playback: 'playing', atEnd: false })
    case 'PAUSED':
      return { ...state, playback: 'paused', controlsShown: true }
    case 'ENDED':
      return { ...state, playback: 'paused', atEnd: true, controlsShown: true }
    case 'MUTE_CHANGED':
      return state.muted === event.muted ? state : active({ ...state, muted: event.muted })
    case 'FULLSCREEN_CHANGED':
      return state.fullscreen === event.fullscreen ? state : active({ ...state, fullscreen: event.fullscreen })
    case 'CAPTIONS_TOGGLED':
      return active({ ...state, captions: !state.captions })
    case 'POINTER_MOVED':
    case 'CONTROLS_TOUCHED':
      return active(state)
    case 'POINTER_LEFT':
      return {
        ...state,
        pointerOnControls: false,
        controlsShown: state.playback === 'playing' && !state.keyboardFocus ? false : state.controlsShown,
      }
    case 'POINTER_ON_CONTROLS':
      return event.on
        ? { ...state, pointerOnControls: true, controlsShown: true }
        : active({ ...state, pointerOnControls: false })
    case 'PICTURE_TAPPED':
      if (state.playback !== 'playing') return active(state)
      return state.controlsShown && !state.keyboardFocus ? { ...state, controlsShown: false } : active(state)
    case 'KEYBOARD_FOCUS':
      if (event.focused) return { ...active(state), keyboardFocus: true }
      // Focus leaving (or a click or tap moving it) shows nothing: it only lets the timer run again.
      return state.keyboardFocus ? { ...state, keyboardFocus: false, activity: state.activity + 1 } : state
    case 'HIDE_TIMER_ELAPSED':
      return event.activity === state.activity && hideTimerRuns(state) ? { ...state, controlsShown: false } : state
  }
}

/** Whether the controls are on screen. */
export function controlsVisible(state: PlayerState): boolean {
  return state.playback !== 'playing' || state.controlsShown
}

/** Whether a hide timer should run now (restarted whenever `activity` changes). */
export function hideTimerRuns(state: PlayerState): boolean {
  return state.playback === 'playing' && state.controlsShown && !state.keyboardFocus && !state.pointerOnControls
}

/**
 * What a click or tap on the picture does: the mouse toggles playback; a finger starts a paused
 * video and otherwise only shows (or hides) the controls, as on phones a tap is how they are found.
 */
export function pictureAction(state: PlayerState, pointerType: string): 'play' | 'pause' | 'toggle-controls' {
  if (state.playback !== 'playing') return 'play'
  return pointerType === 'touch' ? 'toggle-controls' : 'pause'
}

/** The buttons' accessible names, which say what pressing them does now. */
export function controlLabels(state: PlayerState): {
  play: string
  mute: string
  fullscreen: string
  captions: string
} {
  return {
    play: state.playback === 'playing' ? 'Pause video' : 'Play video',
    mute: state.muted ? 'Unmute' : 'Mute',
    fullscreen: state.fullscreen ? 'Exit full screen' : 'Enter full screen',
    captions: state.captions ? 'Hide captions' : 'Show captions',
  }
}
