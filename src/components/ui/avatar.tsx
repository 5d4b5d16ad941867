import { cva, type VariantProps } from 'class-variance-authority'

import { cn } from '@/lib/utils'

import { SiteImg } from './site-img'

/** Up to two capital letters from a name ("Maya and Theo Lindqvist" → "ML"); "?" for an empty name. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word !== '' && !/^(and|&)$/i.test(word))
  if (words.length === 0) return '?'
  const letters = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]]
  return letters.map((word) => word[0].toLocaleUpperCase('en-US')).join('')
}

// `avatar` (globals.css) is relative inline-flex shrink-0 items-center justify-center overflow-hidden
// rounded-full bg-terra font-semibold text-white: one class in every card's HTML and RSC payload.
export const avatarVariants = cva('avatar', {
  variants: {
    size: {
      sm: 'size-8 text-xs',
      md: 'size-10 text-sm',
      lg: 'size-16 text-xl',
      xl: 'size-24 text-3xl',
    },
  },
  defaultVariants: { size: 'md' },
})

const PIXELS = { sm: 32, md: 40, lg: 64, xl: 96 } as const

export type AvatarProps = VariantProps<typeof avatarVariants> & {
  name: string
  /** A site image; without one the initials of `name` are shown. */
  image?: { src: string; alt?: string } | null
  /** Alt text for the image; empty (decorative) by default, since the name is usually next to it. */
  alt?: string
  className?: string
}

/** A round portrait, or the person's initials on a coloured disc when there is no image. */
export function Avatar({ name, image, alt = '', size, className }: AvatarProps) {
  const pixels = PIXELS[size ?? 'md']
  return (
    <span data-slot="avatar" className={cn(avatarVariants({ size }), className)}>
      {image ? (
        <SiteImg src={image.src} alt={alt} width={pixels} height={pixels} className="size-full object-cover" />
      ) : (
        <span aria-hidden={alt ? undefined : true} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
          {initials(name)}
        </span>
      )}
    </span>
  )
}
