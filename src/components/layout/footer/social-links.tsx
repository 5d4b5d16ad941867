import type { ComponentType, ComponentProps } from 'react'

import { InstagramIcon, LinkedInIcon, YouTubeIcon } from '@/components/icons/social-icons'
import { clsx } from 'clsx'

/** Profile URLs by network (Site settings → Socials); null for a network the site is not on. */
export type SocialUrls = { instagram: string | null; linkedin: string | null; youtube: string | null }

const NETWORKS: { key: keyof SocialUrls; label: string; Icon: ComponentType<ComponentProps<'svg'>> }[] = [
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedInIcon },
  { key: 'youtube', label: 'YouTube', Icon: YouTubeIcon },
]

/**
 * Icon links to the profiles set in Site settings; networks without a URL are left out. Rendered
 * by the footer's client component: clsx, not cn (no tailwind-merge in the browser).
 */
export function SocialLinks({
  socials,
  productName,
  className,
}: {
  socials: SocialUrls
  productName: string
  className?: string
}) {
  const links = NETWORKS.flatMap((network) => {
    const href = socials[network.key]
    return href ? [{ ...network, href }] : []
  })
  if (!links.length) return null
  return (
    <ul className={clsx('flex items-center gap-2', className)}>
      {links.map(({ key, label, Icon, href }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${productName} on ${label} (opens in a new tab)`}
            className="social-link"
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  )
}
