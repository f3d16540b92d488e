import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Video as VideoContent } from '../../dist/generated/types.ts';
import { usePageContext } from './page-context.tsx';
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
  if (video.clip) return ['webm', 'mp4'].map((format) => ({ src: `${VIDEO_BASE}${video.clip}.${format}`, type: `video/${format}` }));
  return video.src ? [{ src: video.src, type: 'video/mp4' }] : [];
}

/** The file a link to the video opens (the MP4 every browser plays), or undefined when there is none. */
export const videoFile = (video: Pick<VideoContent, 'clip' | 'src'>): string | undefined => videoSources(video).at(-1)?.src;

/**
 * The player's shape as `w:h` in lowest terms (960 × 540 → "16:9"): the poster link carries it (`data-shape`) and
 * styles.css gives the poster that box whatever the poster's own shape, cropping one of another shape rather than
 * resizing the box when it arrives (the security policy allows no inline style). A banner's portrait cut for phones
 * brings its own box (`<source width height>`), so the banner carries none.
 */
export function shapeOf(width: number, height: number): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(width, height);
  return `${width / d}:${height / d}`;
}

/** A second cut of the same film for small screens (a banner's portrait clip), shown where `media` holds. */
export interface SmallCut {
  video: VideoContent;
  media: string;
  width: number;
  height: number;
}

/**
 * A video that costs nothing until it is played: the page shows its poster as a picture (lazy below the first
 * screen, `eager` on it, the largest paint of a page with banner videos) inside a link to the clip's file, with a
 * play mark; a press plays it in place in a `<video>` with the browser's own controls, muted (the clips are
 * silent), never autoplaying on its own. Without JavaScript the link opens the file, which the browser plays.
 * A `<video poster>` is fetched wherever it is in the page and even where CSS hides it, so a product page with nine
 * clips fetched nine posters before its first picture; as pictures, a phone fetches the one its screen shows.
 * `small`: a portrait cut for phones, chosen by the picture's `<source media>` and again when played.
 * Without a clip, the poster shows alone (a player that cannot play would be a dead control).
 */
export function Video({
  video,
  small,
  eager = false,
  played = false,
  className,
  width = 960,
  height = 540,
}: {
  video: VideoContent;
  small?: SmallCut;
  eager?: boolean;
  /** Mounted by a press that asked for it (a dialog's Watch Video): it plays at once, without a poster first. */
  played?: boolean;
  className?: string;
  width?: number;
  height?: number;
}) {
  const { watchVideo } = usePageContext().data.site.text;
  const [playing, setPlaying] = useState<{ video: VideoContent; width: number; height: number } | null>(played && videoFile(video) ? { video, width, height } : null);
  const player = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = player.current;
    if (!playing || !element) return;
    element.focus();
    // A browser that refuses (no decoder, a policy) leaves the controls, which say why.
    element.play().catch(() => undefined);
  }, [playing]);

  const classes = className ? `video ${className}` : 'video';
  if (playing) {
    const sources = videoSources(playing.video);
    return (
      <video
        ref={player}
        className={classes}
        poster={artworkSources(playing.video.image).src}
        preload="auto"
        playsInline
        muted
        controls
        aria-label={playing.video.title}
        title={playing.video.title}
        width={playing.width}
        height={playing.height}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
    );
  }

  const poster = artworkSources(video.image);
  const file = videoFile(video);
  const picture = (
    <picture>
      {small && <source media={small.media} srcSet={artworkSources(small.video.image).srcSet} width={small.width} height={small.height} />}
      <img
        src={poster.src}
        srcSet={poster.srcSet}
        alt={file ? '' : video.title}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        {...(eager ? { fetchPriority: 'high' as const } : {})}
        decoding="async"
      />
    </picture>
  );
  if (!file) return <span className={classes}>{picture}</span>;
  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) opens the file as the link says.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPlaying(small && window.matchMedia(small.media).matches ? small : { video, width, height });
  };
  return (
    <a className={`${classes} video-poster`} href={file} onClick={play} {...(small ? {} : { 'data-shape': shapeOf(width, height) })}>
      {picture}
      <span className="video-play" aria-hidden="true" />
      <span className="visually-hidden">
        {watchVideo}: {video.title}
      </span>
    </a>
  );
}
