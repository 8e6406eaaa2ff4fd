/**
 * A lesson's text is stored as HTML from this allow-list (decision 051). The server sanitizes every save with it
 * (sanitize-html); the web sanitizes again with it before rendering (DOMPurify), and the editor offers only these.
 */
export const LESSON_HTML_TAGS = [
  'p',
  'h2',
  'h3',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
  'br',
  'hr',
] as const;

/** Attributes kept, by tag: only a link's address (checked against LINK_PROTOCOLS) and the rel the server sets. */
export const LESSON_HTML_ATTRIBUTES = { a: ['href', 'rel'] } as const;

/** The schemes a link may use; anything else (javascript:, data:, relative addresses) loses its href. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto'] as const;

/** The rel every kept link carries: no opener for the linked page, no endorsement for search engines. */
export const LINK_REL = 'noopener nofollow';

const TAG = /<\/?[a-z][a-z0-9]*(?:\s[^>]*)?>/i;

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Content written before lessons had rich text (and the seed) is plain text: a blank line separates paragraphs and a
 * line break stays a line break. Text with any tag is taken as HTML as it is.
 */
export function lessonHtmlOf(content: string): string {
  if (content.trim() === '' || TAG.test(content)) return content;
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
