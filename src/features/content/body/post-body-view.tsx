/**
 * The body of a post, rendered (SPEC §5 "Content rendering", §9 shortcodes):
 * - the Lexical body (`content`) when it has content, with the post body blocks;
 * - else the imported body: legacy rules → HTML → shortcodes split out → each HTML piece
 *   sanitised → pieces interleaved with the block components.
 * A body that renders empty shows "No content available."; one that throws while rendering
 * shows "Error processing content." (logged), never breaking the page. Synchronous and free of
 * data fetching (post-body.tsx supplies the site context), so it renders in tests.
 */
import type { DefaultNodeTypes, SerializedBlockNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import { type JSXConvertersFunction, LinkJSXConverter, RichText } from '@payloadcms/richtext-lexical/react'
import type { ReactElement, ReactNode } from 'react'

import { logger } from '@/lib/logger'
import { toSiteImage } from '@/lib/media'
import { cn } from '@/lib/utils'
import type {
  CtaBlock,
  DynamicCtaBlock,
  HighlightBlock,
  Media,
  SponsorCtaBlock,
  SubscribeBlock as SubscribeBlockFields,
  VideoBlock as VideoBlockFields,
  YouTubeBlock,
} from '@/payload-types'

import { Cta } from '../blocks/Cta/Component'
import { ctaProps } from '../blocks/Cta/vocabulary'
import { DynamicCta } from '../blocks/DynamicCta/Component'
import { dynamicCtaProps } from '../blocks/DynamicCta/vocabulary'
import { Highlight } from '../blocks/Highlight/Component'
import { highlightProps } from '../blocks/Highlight/vocabulary'
import { SponsorCta } from '../blocks/SponsorCta/Component'
import type { SponsorLink } from '../blocks/SponsorCta/vocabulary'
import { SubscribeBlock } from '../blocks/Subscribe/Component'
import { VideoBlock } from '../blocks/Video/Component'
import { videoBlockProps } from '../blocks/Video/vocabulary'
import { YouTube } from '../blocks/YouTube/Component'
import { youtubeProps } from '../blocks/YouTube/vocabulary'
import { safeHref } from '../blocks/shared'
import { ContentImage } from './content-image'
import { legacyBodyToHtml } from './legacy'
import { hasLexicalBody } from './lexical-text'
import { sanitizeBodyHtml } from './sanitize'
import { type BodySegment, parseShortcodes, type ShortcodeBlock } from './shortcodes'

export const NO_CONTENT = 'No content available.'
export const CONTENT_ERROR = 'Error processing content.'

export type PostBodyInput = { content?: unknown; legacyContent?: unknown; isHtml?: boolean | null }

/** What the blocks need from the site: the product name (subscribe) and the sponsor link. */
export type BodyContext = { productName: string; sponsor: SponsorLink | null }

type BodyNode =
  | DefaultNodeTypes
  | SerializedBlockNode<
      | CtaBlock
      | DynamicCtaBlock
      | SubscribeBlockFields
      | SponsorCtaBlock
      | YouTubeBlock
      | VideoBlockFields
      | HighlightBlock
    >

/** Paragraphs of a plain-text block body (blank lines separate them). */
function paragraphs(text: string | null | undefined): ReactNode {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part, index) => <p key={index}>{part}</p>)
}

/** Site path of an internal link's document (stories and articles live at /{slug}). */
function internalHref(link: SerializedLinkNode): string {
  const value = link.fields.doc?.value
  return typeof value === 'object' && value && 'slug' in value && typeof value.slug === 'string'
    ? `/${value.slug}`
    : '#'
}

function converters(context: BodyContext): JSXConvertersFunction<BodyNode> {
  return ({ defaultConverters }) => {
    const links = LinkJSXConverter({ internalDocToHref: ({ linkNode }) => internalHref(linkNode) })
    return {
      ...defaultConverters,
      ...links,
      link: (args) => {
        const { node, nodesToJSX } = args
        if (node.fields.linkType === 'internal') return typeof links.link === 'function' ? links.link(args) : null
        const href = safeHref(node.fields.url)
        const children = nodesToJSX({ nodes: node.children })
        if (!href) return <>{children}</>
        const external = /^https?:/i.test(href)
        return (
          <a href={href} {...(node.fields.newTab || external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {children}
          </a>
        )
      },
      upload: ({ node }) => {
        if (node.relationTo !== 'media' || typeof node.value !== 'object' || !node.value) return null
        const media = node.value as Media
        if (!media.mimeType?.startsWith('image/')) return null
        const fields = (node.fields ?? {}) as { alt?: string | null; caption?: string | null }
        const image = toSiteImage(media, 'medium')
        if (!image) return null
        return (
          <ContentImage
            src={image.src}
            srcSet={image.srcSet}
            alt={fields.alt || image.alt}
            caption={fields.caption || media.caption}
            width={image.width}
            height={image.height}
          />
        )
      },
      blocks: {
        cta: ({ node }) => <Cta props={ctaProps(node.fields)} />,
        dynamicCta: ({ node }) => <DynamicCta props={dynamicCtaProps(node.fields)} />,
        subscribe: () => <SubscribeBlock productName={context.productName} />,
        sponsorCta: () => <SponsorCta sponsor={context.sponsor} />,
        youtube: ({ node }) => <YouTube props={youtubeProps({ id: node.fields.videoId, title: node.fields.title })} />,
        video: ({ node }) => <VideoBlock props={videoBlockProps(node.fields)} />,
        highlight: ({ node }) => (
          <Highlight props={highlightProps(node.fields)}>{paragraphs(node.fields.body)}</Highlight>
        ),
      },
      unknown: () => null,
    }
  }
}

function SafeHtml({ html }: { html: string }) {
  const clean = sanitizeBodyHtml(html)
  return clean.trim() ? <div className="contents" dangerouslySetInnerHTML={{ __html: clean }} /> : null
}

function ShortcodeBlockView({ block, context }: { block: ShortcodeBlock; context: BodyContext }) {
  switch (block.type) {
    case 'cta':
      return <Cta props={block.props} />
    case 'dynamic-cta':
      return <DynamicCta props={block.props} />
    case 'subscribe':
      return <SubscribeBlock productName={context.productName} />
    case 'sponsor-cta':
      return <SponsorCta sponsor={context.sponsor} />
    case 'youtube':
      return <YouTube props={block.props} />
    case 'highlight':
      return (
        <Highlight props={block.props}>
          <SafeHtml html={block.html} />
        </Highlight>
      )
  }
}

/** True when a segment shows something (a block, or HTML that keeps text or an image after sanitising). */
function segmentHasContent(segment: BodySegment): boolean {
  if (segment.kind === 'block') return true
  const clean = sanitizeBodyHtml(segment.html)
  return /<(img|hr)\b/i.test(clean) || clean.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== ''
}

function renderLexical(content: unknown, context: BodyContext): ReactNode {
  // Called eagerly (RichText is a plain function without hooks) so that a failure is caught here.
  return RichText({
    data: content as Parameters<typeof RichText>[0]['data'],
    converters: converters(context) as Parameters<typeof RichText>[0]['converters'],
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
  })
}

function renderLegacy(post: PostBodyInput, context: BodyContext): ReactNode {
  const segments = parseShortcodes(legacyBodyToHtml(post)).filter(segmentHasContent)
  if (segments.length === 0) return null
  return segments.map((segment, index) =>
    segment.kind === 'html' ? (
      <SafeHtml key={index} html={segment.html} />
    ) : (
      <ShortcodeBlockView key={index} block={segment.block} context={context} />
    ),
  )
}

function Message({ children }: { children: string }) {
  return <p className="not-prose text-muted-foreground italic">{children}</p>
}

export function PostBodyView({
  post,
  context,
  className,
}: {
  post: PostBodyInput
  context: BodyContext
  className?: string
}): ReactElement {
  let body: ReactNode
  try {
    body = hasLexicalBody(post.content) ? renderLexical(post.content, context) : renderLegacy(post, context)
  } catch (error) {
    logger.error({ event: 'post_body_failed', err: error }, 'Could not render a post body')
    body = <Message>{CONTENT_ERROR}</Message>
  }
  const empty = body === null || body === undefined || body === false || (Array.isArray(body) && body.length === 0)
  return (
    <div className={cn('post-body', className)} data-testid="post-body">
      {empty ? <Message>{NO_CONTENT}</Message> : body}
    </div>
  )
}
