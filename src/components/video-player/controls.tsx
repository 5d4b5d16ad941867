'use client'

import {
  CaptionsIcon,
  CaptionsOffIcon,
  MaximizeIcon,
  MinimizeIcon,
  PauseIcon,
  PlayIcon,
  RotateCcwIcon,
  Volume2Icon,
  VolumeXIcon,
} from 'lucide-react'
import type { ComponentProps } from 'react'

import { clsx } from 'clsx'

import { formatTime, timeValueText } from './format'
import { controlLabels, controlsVisible, type PlayerState } from './machine'

type ControlsProps = {
  state: PlayerState
  time: { current: number; duration: number }
  hasCaptions: boolean
  canFullscreen: boolean
  onTogglePlay: () => void
  onToggleMute: () => void
  onToggleCaptions: () => void
  onToggleFullscreen: () => void
  onSeek: (seconds: number) => void
  onPointerOnControls: (on: boolean) => void
  onTouched: () => void
}

/** One control: a real button, 44 px (a finger's width), named by what it does now. */
function ControlButton({ label, className, ...props }: ComponentProps<'button'> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={clsx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/20',
        'focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none',
        '[&_svg]:size-5',
        className,
      )}
      {...props}
    />
  )
}

/** The bar at the bottom of the player: play/pause, time and seek, mute, captions, full screen. */
export function PlayerControls({
  state,
  time,
  hasCaptions,
  canFullscreen,
  onTogglePlay,
  onToggleMute,
  onToggleCaptions,
  onToggleFullscreen,
  onSeek,
  onPointerOnControls,
  onTouched,
}: ControlsProps) {
  const playing = state.playback === 'playing'
  const visible = controlsVisible(state)
  const labels = controlLabels(state)
  const duration = Number.isFinite(time.duration) ? time.duration : 0
  return (
    <div
      data-video-controls=""
      className={clsx(
        'absolute inset-x-0 bottom-0 flex items-center gap-1 bg-gradient-to-t from-black/85 via-black/60 to-transparent px-2 pt-6 pb-1.5 sm:gap-2 sm:px-3',
        'motion-safe:transition-opacity motion-safe:duration-200',
        visible ? 'opacity-100' : 'pointer-events-none opacity-0',
      )}
      onPointerEnter={(event) => event.pointerType !== 'touch' && onPointerOnControls(true)}
      onPointerLeave={(event) => event.pointerType !== 'touch' && onPointerOnControls(false)}
      onPointerDown={(event) => event.pointerType === 'touch' && onTouched()}
    >
      <ControlButton label={labels.play} onClick={onTogglePlay} data-control="play">
        {playing ? (
          <PauseIcon aria-hidden="true" className="fill-current" />
        ) : state.atEnd ? (
          <RotateCcwIcon aria-hidden="true" />
        ) : (
          <PlayIcon aria-hidden="true" className="fill-current" />
        )}
      </ControlButton>

      <span aria-hidden="true" className="hidden shrink-0 text-xs tabular-nums sm:inline">
        {formatTime(time.current)} / {formatTime(duration)}
      </span>
      <input
        type="range"
        aria-label="Seek"
        aria-valuetext={timeValueText(time.current, duration)}
        min={0}
        max={duration}
        step={0.1}
        value={Math.min(time.current, duration)}
        disabled={!duration}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        className="h-11 min-w-0 flex-1 cursor-pointer accent-burnt-light focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white disabled:cursor-default"
      />

      <ControlButton label={labels.mute} onClick={onToggleMute} data-control="mute">
        {state.muted ? <VolumeXIcon aria-hidden="true" /> : <Volume2Icon aria-hidden="true" />}
      </ControlButton>
      {hasCaptions ? (
        <ControlButton label={labels.captions} onClick={onToggleCaptions} data-control="captions">
          {state.captions ? <CaptionsIcon aria-hidden="true" /> : <CaptionsOffIcon aria-hidden="true" />}
        </ControlButton>
      ) : null}
      {canFullscreen ? (
        <ControlButton label={labels.fullscreen} onClick={onToggleFullscreen} data-control="fullscreen">
          {state.fullscreen ? <MinimizeIcon aria-hidden="true" /> : <MaximizeIcon aria-hidden="true" />}
        </ControlButton>
      ) : null}
    </div>
  )
}
