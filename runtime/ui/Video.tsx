import type { Video as VideoContent } from '../../dist/generated/types.ts';
import { artworkSources } from './Picture.tsx';

/**
 * A video that costs nothing until played: `preload="none"`, never autoplay,
 * the poster artwork as its picture, named by its title. No clip exists offline,
 * so `src` is optional: without it the poster shows and the controls are left
 * out (a player that cannot play would be a dead control).
 * `priorityMedia`: the poster is a first-screen picture (the largest paint of
 * a product page with banner videos) where that media query holds: preloaded
 * at high priority there (React hoists the <link>), like an eager Picture.
 */
export function Video({ video, id, className, width = 960, height = 540, priorityMedia }: { video: VideoContent; id?: string; className?: string; width?: number; height?: number; priorityMedia?: string }) {
  const poster = artworkSources(video.image).src;
  return (
    <>
      {priorityMedia && <link rel="preload" as="image" href={poster} media={priorityMedia} fetchPriority="high" />}
      <video id={id} className={className ? `video ${className}` : 'video'} poster={poster} preload="none" playsInline controls={video.src !== undefined}
        aria-label={video.title} title={video.title} width={width} height={height}>
        {video.src && <source src={video.src} type="video/mp4" />}
      </video>
    </>
  );
}
