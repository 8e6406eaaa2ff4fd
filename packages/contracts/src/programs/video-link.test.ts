import { describe, expect, it } from 'vitest';
import { videoEmbedOf } from './video-link.ts';

describe('videoEmbedOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('plays %s in the privacy-enhanced player', (address, src) => {
    expect(videoEmbedOf(address)?.src).toBe(src);
  });

  it.each([
    ['another site', 'https://video.example.test/welcome'],
    ['a look-alike host', 'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ'],
    ['an id with a quote', 'https://www.youtube.com/watch?v=dQw4w9WgXc"'],
    ['a Vimeo page that is not a video', 'https://vimeo.com/channels'],
    ['a script address', 'javascript:alert(1)'],
    ['not an address', 'hello'],
  ])('does not embed %s', (_name, address) => {
    expect(videoEmbedOf(address)).toBeNull();
  });
});
