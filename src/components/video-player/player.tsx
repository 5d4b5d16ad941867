'use client'

import { PlayIcon } from 'lucide-react'
import { type FocusEvent, type PointerEvent, useCallback, useEffect, useReducer, useRef, useState } from 'react'

import type { SiteVideo } from '@/lib/media'
import { clsx } from 'clsx'

import { PlayerControls } from './controls'
import { cueText } from './format'
import {
  enterFullscreen,
  exitFullscreen,
  type FullscreenMode,
  fullscreenMode,
  isFullscreen,
  onFullscreenChange,
} from './fullscreen'
import {
  CONTROLS_HIDE_MS,
  controlsVisible,
  hideTimerRuns,
  initialPlayerState,
  pictureAction,
  playerReducer,
} from './machine'

export type VideoPlayerProps = {
  video: SiteVideo
  /** Start again at the end instead of stopping (paused) there. */
  loop?: boolean
  /** Text under the player; none when empty. */
  caption?: string
  className?: string
}

/** Pointer movements closer together than this count once (the hide timer restarts at most this often). */
const POINTER_THROTTLE_MS = 200

/**
 * Follows the captions track's current cue (`onCue` gets its text, '' between cues). The browser
 * draws the track itself only when `native` (the iPhone's own full screen); otherwise it stays
 * hidden and the player draws the cue. Returns the unsubscribe.
 */
function watchCues(video: HTMLVideoElement | null, native: boolean, onCue: (text: string) => void): () => void {
  const track = video?.textTracks[0]
  if (!track) return () => undefined
  track.mode = native ? 'showing' : 'hidden'
  const update = () =>
    onCue(
      Array.from(track.activeCues ?? [])
        .map((active) => cueText((active as VTTCue).text))
        .join('\n'),
    )
  update()
  track.addEventListener('cuechange', update)
  return () => track.removeEventListener('cuechange', update)
}

/**
 * The site's video player (SPEC §2 "Video player"): a poster, then playing or paused, with mute,
 * captions and full screen. Never autoplays; transitions only where motion is welcome
 * (prefers-reduced-motion gets none). Its state is ./machine.ts; this component wires the media
 * element's events and the visitor's pointer, touch and keyboard focus into it.
 *
 * Rendered on the server with the browser's own controls (it plays without JavaScript); once
 * hydrated, its own controls replace them: real buttons whose names say what they do, keyboard
 * and touch friendly, and captions drawn above the controls (the <track> stays the source).
 * Its code loads when the player comes near the screen or is first used (./video-player.tsx).
 */
export function Player({ video, loop = false, caption, className }: VideoPlayerProps) {
  const playerRef = useRef<HTMLDivElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const lastPointer = useRef('mouse')
  const lastMove = useRef(0)
  const [state, dispatch] = useReducer(playerReducer, initialPlayerState)
  const [enhanced, setEnhanced] = useState(false)
  const [fullscreen, setFullscreenMode] = useState<FullscreenMode>(null)
  const [time, setTime] = useState({ current: 0, duration: 0 })
  const [cue, setCue] = useState('')
  const [failed, setFailed] = useState(false)

  // The media element's events drive the state.
  useEffect(() => {
    const element = videoRef.current
    const player = playerRef.current
    if (!element || !player) return
    setEnhanced(true)
    const mode = fullscreenMode(player, element)
    setFullscreenMode(mode)
    const syncTime = () => setTime({ current: element.currentTime, duration: element.duration || 0 })
    const handlers: [string, () => void][] = [
      ['play', () => dispatch({ type: 'PLAYED' })],
      ['pause', () => dispatch({ type: 'PAUSED' })],
      ['ended', () => dispatch({ type: 'ENDED' })],
      ['volumechange', () => dispatch({ type: 'MUTE_CHANGED', muted: element.muted })],
      ['timeupdate', syncTime],
      ['durationchange', syncTime],
      ['loadedmetadata', syncTime],
      ['seeked', syncTime],
      ['error', () => setFailed(true)],
    ]
    for (const [name, handler] of handlers) element.addEventListener(name, handler)
    syncTime()
    // Started or muted with the browser's own controls before this code arrived: follow the element.
    if (!element.paused) dispatch({ type: 'PLAYED' })
    if (element.muted) dispatch({ type: 'MUTE_CHANGED', muted: true })
    const stopWatching = onFullscreenChange(element, () =>
      dispatch({ type: 'FULLSCREEN_CHANGED', fullscreen: isFullscreen(mode, player, element) }),
    )
    return () => {
      for (const [name, handler] of handlers) element.removeEventListener(name, handler)
      stopWatching()
    }
  }, [])

  // Captions: the track's cues are drawn by the player (above its controls), so the track stays
  // hidden; only the iPhone's native full screen, which shows no page content, draws them itself.
  const nativeFullscreen = fullscreen === 'native-video' && state.fullscreen
  useEffect(
    () => watchCues(videoRef.current, nativeFullscreen && state.captions, setCue),
    [video.captionsSrc, nativeFullscreen, state.captions],
  )

  // While playing, the controls hide CONTROLS_HIDE_MS after the latest activity.
  const timerRuns = hideTimerRuns(state)
  const activity = state.activity
  useEffect(() => {
    if (!timerRuns) return
    const timer = setTimeout(() => dispatch({ type: 'HIDE_TIMER_ELAPSED', activity }), CONTROLS_HIDE_MS)
    return () => clearTimeout(timer)
  }, [timerRuns, activity])

  const togglePlay = useCallback(() => {
    const element = videoRef.current
    if (!element) return
    // A refused play() (no source, a browser policy) leaves the video paused: nothing to undo.
    if (element.paused || element.ended) element.play().catch(() => undefined)
    else element.pause()
  }, [])

  const toggleMute = useCallback(() => {
    const element = videoRef.current
    if (element) element.muted = !element.muted
  }, [])

  const toggleFullscreen = useCallback(() => {
    const element = videoRef.current
    const player = playerRef.current
    if (!element || !player || !fullscreen) return
    const change = state.fullscreen ? exitFullscreen(fullscreen, element) : enterFullscreen(fullscreen, player, element)
    change.catch(() => undefined)
  }, [fullscreen, state.fullscreen])

  const seek = useCallback((seconds: number) => {
    const element = videoRef.current
    if (!element || !Number.isFinite(seconds)) return
    element.currentTime = seconds
    // The slider follows at once, not when the browser has finished seeking (it would jump back).
    setTime((previous) => ({ ...previous, current: seconds }))
  }, [])

  const onPictureClick = () => {
    const action = pictureAction(state, lastPointer.current)
    if (action === 'toggle-controls') dispatch({ type: 'PICTURE_TAPPED' })
    else togglePlay()
  }

  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || event.timeStamp - lastMove.current < POINTER_THROTTLE_MS) return
    lastMove.current = event.timeStamp
    dispatch({ type: 'POINTER_MOVED' })
  }

  // Keyboard focus keeps the controls; focus from a click or a tap does not (it would never let go).
  const onFocus = (event: FocusEvent) => {
    dispatch({ type: 'KEYBOARD_FOCUS', focused: event.target.matches(':focus-visible') })
  }
  const onBlur = (event: FocusEvent) => {
    if (!playerRef.current?.contains(event.relatedTarget as Node | null)) {
      dispatch({ type: 'KEYBOARD_FOCUS', focused: false })
    }
  }

  const visible = controlsVisible(state)
  return (
    <figure className={clsx('not-prose', className)}>
      <div
        ref={playerRef}
        role="group"
        aria-label={`Video: ${video.title}`}
        data-video-player=""
        data-playback={state.playback}
        data-controls={visible ? 'shown' : 'hidden'}
        className={clsx(
          'relative aspect-video w-full overflow-hidden bg-mocha text-white',
          state.fullscreen ? 'h-full rounded-none' : 'rounded-xl',
          enhanced && !visible && 'cursor-none',
        )}
        onPointerMove={onPointerMove}
        onPointerLeave={(event) => event.pointerType !== 'touch' && dispatch({ type: 'POINTER_LEFT' })}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <video
          ref={videoRef}
          className="absolute inset-0 size-full object-contain"
          poster={video.poster?.src}
          preload="metadata"
          playsInline
          loop={loop}
          controls={!enhanced}
        >
          <source src={video.src} type={video.type} />
          {video.captionsSrc ? (
            <track kind="captions" srcLang="en" label="English" src={video.captionsSrc} default />
          ) : null}
          <p>
            Your browser cannot play this video. <a href={video.src}>Download it</a> instead.
          </p>
        </video>

        {enhanced ? (
          <>
            {/* The picture: a click plays or pauses, a tap shows the controls. The buttons below do the same by keyboard. */}
            <div
              aria-hidden="true"
              data-video-picture=""
              className="absolute inset-0 flex items-center justify-center"
              onPointerDown={(event) => {
                lastPointer.current = event.pointerType
              }}
              onClick={onPictureClick}
            >
              {state.playback === 'paused' && !failed ? (
                <span className="flex size-16 items-center justify-center rounded-full bg-burnt text-white shadow-lg md:size-20">
                  <PlayIcon className="size-8 translate-x-0.5 fill-current md:size-10" />
                </span>
              ) : null}
            </div>

            {failed ? (
              <p className="absolute inset-x-4 top-4 rounded-md bg-black/80 p-3 text-sm" role="status">
                This video could not be played.
              </p>
            ) : null}

            {state.captions && cue ? (
              <div
                data-video-captions=""
                className={clsx(
                  'pointer-events-none absolute inset-x-0 flex justify-center px-4 motion-safe:transition-[bottom] motion-safe:duration-200',
                  visible ? 'bottom-16' : 'bottom-4',
                )}
              >
                <p className="max-w-[90%] rounded-md bg-black/80 px-3 py-1.5 text-center text-sm leading-snug whitespace-pre-line text-white md:text-lg">
                  {cue}
                </p>
              </div>
            ) : null}

            <PlayerControls
              state={state}
              time={time}
              hasCaptions={Boolean(video.captionsSrc)}
              canFullscreen={fullscreen !== null}
              onTogglePlay={togglePlay}
              onToggleMute={toggleMute}
              onToggleCaptions={() => dispatch({ type: 'CAPTIONS_TOGGLED' })}
              onToggleFullscreen={toggleFullscreen}
              onSeek={seek}
              onPointerOnControls={(on) => dispatch({ type: 'POINTER_ON_CONTROLS', on })}
              onTouched={() => dispatch({ type: 'CONTROLS_TOUCHED' })}
            />
          </>
        ) : null}
      </div>
      {caption ? <figcaption className="mt-2 text-center text-sm text-muted-foreground">{caption}</figcaption> : null}
    </figure>
  )
}
