/**
 * Wraps text a person typed (a program title) in Unicode first-strong isolates before it goes into a translated
 * sentence, so an English title keeps its own order inside Arabic text ("«Sleep better!»", not "«!Sleep better»").
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * For inputs holding text a person typed: each paragraph takes the direction of its own first letter, so an
 * English lesson keeps its punctuation in an Arabic screen, and an empty field still starts on the screen's side
 * (`dir="auto"` would turn an empty field left-to-right, and Mantine puts it on the wrapper, not the input).
 */
export const TYPED_TEXT_STYLES = { input: { unicodeBidi: 'plaintext' } } as const;
