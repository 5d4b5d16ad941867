import { VideoPlayer } from '@/components/video-player'

import { VIDEO_MISSING, type VideoBlockProps } from './vocabulary'

/** The video block: the site's video player with the block's caption (the video's title by default). */
export function VideoBlock({ props }: { props: VideoBlockProps }) {
  if (!props.video) {
    return (
      <p data-block="video" className="my-8 rounded-xl border border-border bg-sand p-4 text-muted-foreground">
        {VIDEO_MISSING}
      </p>
    )
  }
  return (
    <div data-block="video" className="my-8">
      <VideoPlayer video={props.video} loop={props.loop} caption={props.caption} />
    </div>
  )
}
