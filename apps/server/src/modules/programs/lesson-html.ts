import sanitizeHtml from 'sanitize-html';
import {
  LESSON_HTML_ATTRIBUTES,
  LESSON_HTML_TAGS,
  LINK_PROTOCOLS,
  LINK_REL,
  lessonHtmlOf,
} from '@ito/contracts/programs/lesson-html';

/** An absolute http(s) or mailto address as written, else null: relative, javascript:, data: and the like go. */
function allowedHref(href: string | undefined): string | null {
  if (!href) return null;
  try {
    // The URL parser drops tabs and line breaks as browsers do, so `java\tscript:` is seen as the scheme it is.
    const protocol = new URL(href.trim()).protocol.replace(/:$/, '');
    return (LINK_PROTOCOLS as readonly string[]).includes(protocol) ? href.trim() : null;
  } catch {
    return null;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...LESSON_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(LESSON_HTML_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...LINK_PROTOCOLS],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Tags outside the list go and their text stays; script, style and the like go with their contents.
  disallowedTagsMode: 'discard',
  transformTags: {
    // `target` and any rel the author gave are dropped: every kept link gets LINK_REL, and opens in place.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = allowedHref(attribs.href);
      return { tagName, attribs: href ? { href, rel: LINK_REL } : {} };
    },
  },
};

/**
 * A lesson's text as stored: plain text becomes paragraphs (`lessonHtmlOf`), HTML keeps only the allow-list of
 * decision 051. The same input always gives the same output, and sanitizing twice changes nothing.
 */
export function sanitizeLessonHtml(content: string): string {
  const html = sanitizeHtml(lessonHtmlOf(content), OPTIONS).trim();
  // An editor's empty document (`<p></p>`) is no text.
  return html.replace(/<p>\s*<\/p>/g, '') === '' ? '' : html;
}
