/**
 * Lesson videos by link (decision 049): a YouTube or Vimeo address plays in the provider's privacy-enhanced player
 * (no cookies until the person plays, no tracking), which the Content-Security-Policy allows as the only frames.
 * Any other address is shown as a plain link. No zod here: the web's player imports it.
 */
export const LESSON_VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export type VideoEmbed = { provider: 'youtube' | 'vimeo'; id: string; src: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com']);

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(host) && host !== 'www.youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, section, id] = url.pathname.split('/');
  return section === 'embed' || section === 'shorts' || section === 'live' ? (id ?? null) : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'vimeo.com' || host === 'www.vimeo.com') return parts[0] ?? null;
  if (host === 'player.vimeo.com' && parts[0] === 'video') return parts[1] ?? null;
  return null;
}

/** The privacy-enhanced player for a YouTube or Vimeo address, or null for any other address. */
export function videoEmbedOf(address: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube)) {
    return { provider: 'youtube', id: youtube, src: `${LESSON_VIDEO_FRAME_ORIGINS[0]}/embed/${youtube}?rel=0` };
  }
  const vimeo = vimeoId(url);
  if (vimeo && VIMEO_ID.test(vimeo)) {
    return { provider: 'vimeo', id: vimeo, src: `${LESSON_VIDEO_FRAME_ORIGINS[1]}/video/${vimeo}?dnt=1` };
  }
  return null;
}
