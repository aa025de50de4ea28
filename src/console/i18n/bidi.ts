/**
 * Left-to-right text (a URL, a code, an e-mail address) placed inside a translated sentence. In
 * Arabic the sentence runs right to left, and without isolation the bidi algorithm moves a URL's
 * leading slash and scheme around ("/http://…/media"). First-strong isolate marks (LRI … PDI)
 * keep the value in one piece, in its own direction, wherever the sentence puts it.
 */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`
}
