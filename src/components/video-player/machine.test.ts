import { describe, expect, it } from 'vitest'

import {
  controlLabels,
  controlsVisible,
  hideTimerRuns,
  initialPlayerState,
  type PlayerEvent,
  playerReducer,
  type PlayerState,
  pictureAction,
} from './machine'

const run = (...events: PlayerEvent[]): PlayerState => events.reduce(playerReducer, initialPlayerState)
const elapse = (state: PlayerState): PlayerState =>
  playerReducer(state, { type: 'HIDE_TIMER_ELAPSED', activity: state.activity })

describe('video player state', () => {
  it('starts paused, with sound, captions on and the controls shown', () => {
    expect(initialPlayerState).toMatchObject({ playback: 'paused', muted: false, captions: true })
    expect(controlsVisible(initialPlayerState)).toBe(true)
    expect(hideTimerRuns(initialPlayerState)).toBe(false)
    expect(controlLabels(initialPlayerState)).toEqual({
      play: 'Play video',
      mute: 'Mute',
      fullscreen: 'Enter full screen',
      captions: 'Hide captions',
    })
  })

  it('plays and pauses as the media element says, with labels that follow', () => {
    const playing = run({ type: 'PLAYED' })
    expect(playing.playback).toBe('playing')
    expect(controlLabels(playing).play).toBe('Pause video')
    const paused = playerReducer(playing, { type: 'PAUSED' })
    expect(paused.playback).toBe('paused')
    expect(controlLabels(paused).play).toBe('Play video')
  })

  it('returns to paused at the end, and plays again from there', () => {
    const ended = run({ type: 'PLAYED' }, { type: 'PAUSED' }, { type: 'ENDED' })
    expect(ended).toMatchObject({ playback: 'paused', atEnd: true })
    expect(controlsVisible(ended)).toBe(true)
    expect(controlLabels(ended).play).toBe('Play video')
    expect(playerReducer(ended, { type: 'PLAYED' })).toMatchObject({ playback: 'playing', atEnd: false })
  })

  it('toggles mute, full screen and captions, each with its label', () => {
    const state = run(
      { type: 'MUTE_CHANGED', muted: true },
      { type: 'FULLSCREEN_CHANGED', fullscreen: true },
      { type: 'CAPTIONS_TOGGLED' },
    )
    expect(state).toMatchObject({ muted: true, fullscreen: true, captions: false })
    expect(controlLabels(state)).toEqual({
      play: 'Play video',
      mute: 'Unmute',
      fullscreen: 'Exit full screen',
      captions: 'Show captions',
    })
    const back = run(
      { type: 'MUTE_CHANGED', muted: true },
      { type: 'MUTE_CHANGED', muted: false },
      { type: 'CAPTIONS_TOGGLED' },
      { type: 'CAPTIONS_TOGGLED' },
    )
    expect(back).toMatchObject({ muted: false, captions: true })
  })

  it('never hides the controls while paused', () => {
    const paused = run({ type: 'POINTER_MOVED' })
    expect(hideTimerRuns(paused)).toBe(false)
    const afterTimer = elapse(paused)
    expect(controlsVisible(afterTimer)).toBe(true)
    expect(controlsVisible(run({ type: 'POINTER_LEFT' }))).toBe(true)
  })

  it('while playing, hides the controls once the hide timer of the latest activity elapses', () => {
    const playing = run({ type: 'PLAYED' })
    expect(controlsVisible(playing)).toBe(true)
    expect(hideTimerRuns(playing)).toBe(true)
    const hidden = elapse(playing)
    expect(controlsVisible(hidden)).toBe(false)
    expect(hideTimerRuns(hidden)).toBe(false)
  })

  it('ignores a timer that an activity since has restarted', () => {
    const playing = run({ type: 'PLAYED' })
    const moved = playerReducer(playing, { type: 'POINTER_MOVED' })
    expect(moved.activity).toBeGreaterThan(playing.activity)
    const stale = playerReducer(moved, { type: 'HIDE_TIMER_ELAPSED', activity: playing.activity })
    expect(controlsVisible(stale)).toBe(true)
    expect(controlsVisible(elapse(moved))).toBe(false)
  })

  it('shows the controls again on pointer movement, and hides them when the mouse leaves', () => {
    const hidden = elapse(run({ type: 'PLAYED' }))
    const shown = playerReducer(hidden, { type: 'POINTER_MOVED' })
    expect(controlsVisible(shown)).toBe(true)
    expect(controlsVisible(playerReducer(shown, { type: 'POINTER_LEFT' }))).toBe(false)
  })

  it('keeps the controls while the mouse rests on them, and restarts the timer when it moves off', () => {
    const resting = run({ type: 'PLAYED' }, { type: 'POINTER_ON_CONTROLS', on: true })
    expect(hideTimerRuns(resting)).toBe(false)
    expect(controlsVisible(elapse(resting))).toBe(true)
    const off = playerReducer(resting, { type: 'POINTER_ON_CONTROLS', on: false })
    expect(hideTimerRuns(off)).toBe(true)
    expect(controlsVisible(elapse(off))).toBe(false)
  })

  it('a tap shows the controls for CONTROLS_HIDE_MS while playing; a tap on shown controls hides them', () => {
    const hidden = elapse(run({ type: 'PLAYED' }))
    const tapped = playerReducer(hidden, { type: 'PICTURE_TAPPED' })
    expect(controlsVisible(tapped)).toBe(true)
    expect(hideTimerRuns(tapped)).toBe(true)
    expect(controlsVisible(elapse(tapped))).toBe(false)
    expect(controlsVisible(playerReducer(tapped, { type: 'PICTURE_TAPPED' }))).toBe(false)
  })

  it('a touch on the controls keeps them for another period', () => {
    const playing = run({ type: 'PLAYED' })
    const touched = playerReducer(playing, { type: 'CONTROLS_TOUCHED' })
    expect(touched.activity).toBeGreaterThan(playing.activity)
    expect(controlsVisible(playerReducer(touched, { type: 'HIDE_TIMER_ELAPSED', activity: playing.activity }))).toBe(
      true,
    )
  })

  it('keeps the controls while keyboard focus is on them, and lets them hide after it leaves', () => {
    const focused = elapse(run({ type: 'PLAYED' }))
    const withFocus = playerReducer(focused, { type: 'KEYBOARD_FOCUS', focused: true })
    expect(controlsVisible(withFocus)).toBe(true)
    expect(hideTimerRuns(withFocus)).toBe(false)
    expect(controlsVisible(elapse(withFocus))).toBe(true)
    expect(controlsVisible(playerReducer(withFocus, { type: 'POINTER_LEFT' }))).toBe(true)
    expect(controlsVisible(playerReducer(withFocus, { type: 'PICTURE_TAPPED' }))).toBe(true)
    const left = playerReducer(withFocus, { type: 'KEYBOARD_FOCUS', focused: false })
    expect(hideTimerRuns(left)).toBe(true)
    expect(controlsVisible(elapse(left))).toBe(false)
  })

  it('focus moving off a control by a tap neither shows the controls nor spoils the tap', () => {
    const hidden = elapse(run({ type: 'PLAYED' }))
    // A tapped button keeps the focus without being keyboard focus; tapping the picture then blurs it.
    const blurred = playerReducer(hidden, { type: 'KEYBOARD_FOCUS', focused: false })
    expect(blurred).toBe(hidden)
    expect(controlsVisible(playerReducer(blurred, { type: 'PICTURE_TAPPED' }))).toBe(true)
  })

  it('a click on the picture toggles playback with the mouse; a tap plays, then only shows the controls', () => {
    const playing = run({ type: 'PLAYED' })
    expect(pictureAction(initialPlayerState, 'mouse')).toBe('play')
    expect(pictureAction(playing, 'mouse')).toBe('pause')
    expect(pictureAction(playing, 'pen')).toBe('pause')
    expect(pictureAction(initialPlayerState, 'touch')).toBe('play')
    expect(pictureAction(playing, 'touch')).toBe('toggle-controls')
  })

  it('leaves the state alone when nothing changes', () => {
    expect(playerReducer(initialPlayerState, { type: 'MUTE_CHANGED', muted: false })).toBe(initialPlayerState)
    expect(playerReducer(initialPlayerState, { type: 'FULLSCREEN_CHANGED', fullscreen: false })).toBe(
      initialPlayerState,
    )
  })
})
