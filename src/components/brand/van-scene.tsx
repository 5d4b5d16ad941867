import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

/**
 * An original illustration: a camper van parked under a low sun, mountains behind, a
 * winding road. Decorative; drawn in the brand palette, no photo needed.
 */
export function VanScene({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 480 360"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
      className={cn('block h-full w-full', className)}
      {...props}
    >
      <defs>
        <linearGradient id="van-scene-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f6d9b8" />
          <stop offset="0.65" stopColor="#f2b98c" />
          <stop offset="1" stopColor="#e99a68" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" fill="url(#van-scene-sky)" />
      <circle cx="318" cy="150" r="58" fill="#fbe3c4" opacity="0.9" />
      <circle cx="318" cy="150" r="40" fill="#f7c796" />
      <path d="M0 210 L70 140 L120 180 L190 105 L260 175 L300 150 L360 200 L420 130 L480 185 V360 H0Z" fill="#c7775a" />
      <path d="M0 240 L60 200 L130 235 L210 180 L290 230 L350 205 L420 240 L480 215 V360 H0Z" fill="#a4492f" />
      <path d="M0 270 C80 250 160 262 240 258 C320 254 400 246 480 256 V360 H0Z" fill="#6b5443" />
      <path d="M170 360 C210 320 250 296 300 270 L318 270 C288 298 262 326 250 360Z" fill="#3a2a20" />
      <path
        d="M236 346 C246 334 258 322 272 310"
        stroke="#f2a66f"
        strokeWidth="3"
        strokeDasharray="10 10"
        fill="none"
      />
      <g transform="translate(86 222)">
        <ellipse cx="72" cy="64" rx="78" ry="7" fill="#3a2a20" opacity="0.35" />
        <path
          d="M10 6h92c11 0 19 5 25 14l13 21c2 4 3 8 3 12v4a5 5 0 0 1-5 5H6a6 6 0 0 1-6-6V16C0 10 4 6 10 6Z"
          fill="#fbf6ee"
        />
        <path d="M0 36h143v8H0z" fill="#ad420d" />
        <rect x="12" y="14" width="26" height="16" rx="3" fill="#3a2a20" opacity="0.85" />
        <rect x="46" y="14" width="26" height="16" rx="3" fill="#3a2a20" opacity="0.85" />
        <path d="M84 14h14c5 0 9 2 12 6l7 10H84z" fill="#3a2a20" opacity="0.85" />
        <rect x="20" y="-4" width="62" height="10" rx="3" fill="#6b5443" />
        <circle cx="30" cy="62" r="11" fill="#3a2a20" />
        <circle cx="30" cy="62" r="4" fill="#e4d3b6" />
        <circle cx="112" cy="62" r="11" fill="#3a2a20" />
        <circle cx="112" cy="62" r="4" fill="#e4d3b6" />
      </g>
      <g fill="#3a2a20" opacity="0.7">
        <path d="M402 250 l10 -34 l10 34z" />
        <path d="M424 256 l8 -26 l8 26z" />
        <rect x="410" y="250" width="4" height="10" />
      </g>
    </svg>
  )
}
