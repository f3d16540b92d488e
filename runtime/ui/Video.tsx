import type { Video as VideoContent } from '../../dist/generated/types.ts';
import { artworkSources } from './Picture.tsx';

/** Where the clips shipped with the site are served (public/videos/). */
export const VIDEO_BASE = '/videos/';

/**
 * The files of a video, best first: a clip shipped with the site as WebM (VP9)
 * then MP4 (H.264, for browsers without VP9), or an MP4 on the video host.
 *
 * @example
 * videoSources({ image: 'x', title: 'x', clip: 'flagship-megatron-banner-desktop' })
 * // => [{ src: '/videos/flagship-megatron-banner-desktop.webm', type: 'video/webm' }, { src: '/videos/flagship-megatron-banner-desktop.mp4', type: 'video/mp4' }]
 */
export function videoSources(video: Pick<VideoContent, 'clip' | 'src'>): { src: string; type: string }[] {
  if (video.clip)
    return [
      { src: `${VIDEO_BASE}${video.clip}.webm`, type: 'video/webm' },
      { src: `${VIDEO_BASE}${video.clip}.mp4`, type: 'video/mp4' },
    ];
  return video.src ? [{ src: video.src, type: 'video/mp4' }] : [];
}

/** The file a link to the video opens (the MP4 every browser plays), or undefined when there is none. */
export const videoFile = (video: Pick<VideoContent, 'clip' | 'src'>): string | undefined => videoSources(video).at(-1)?.src;

/**
 * A video that costs nothing until played: `preload="none"`, never autoplay
 * (so nothing moves under prefers-reduced-motion either), muted (the clips are
 * silent), the poster artwork as its picture, named by its title, with the
 * browser's own controls (they work without JavaScript). Without a clip the
 * poster shows and the controls are left out (a player that cannot play would
 * be a dead control).
 * `priorityMedia`: the poster is a first-screen picture (the largest paint of
 * a product page with banner videos) where that media query holds: preloaded
 * at high priority there (React hoists the <link>), like an eager Picture.
 */
export function Video({
  video,
  id,
  className,
  width = 960,
  height = 540,
  priorityMedia,
}: {
  video: VideoContent;
  id?: string;
  className?: string;
  width?: number;
  height?: number;
  priorityMedia?: string;
}) {
  const poster = artworkSources(video.image).src;
  const sources = videoSources(video);
  const file = videoFile(video);
  return (
    <>
      {priorityMedia && <link rel="preload" as="image" href={poster} media={priorityMedia} fetchPriority="high" />}
      <video
        id={id}
        className={className ? `video ${className}` : 'video'}
        poster={poster}
        preload="none"
        playsInline
        muted={sources.length > 0}
        controls={sources.length > 0}
        aria-label={video.title}
        title={video.title}
        width={width}
        height={height}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        {file && <a href={file}>{video.title}</a>}
      </video>
    </>
  );
}
