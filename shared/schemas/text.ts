import * as z from './zod';

// Control characters (C0, DEL, C1) and lone surrogates: invisible, they break display, logs and
// exports. Multi-line text keeps tab, line feed and carriage return.
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\p{Cs}]/u;
const MULTI_LINE_FORBIDDEN = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/** Whether `text` holds no control character and no lone surrogate (tab and line breaks allowed when `multiLine`). */
export const isCleanText = (text: string, multiLine = false) =>
  !(multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text);

/** A string check refusing control characters and lone surrogates, with the field's message (read when raised). */
export const cleanText = (error: () => string, multiLine = false) =>
  z.refine<string>((text) => isCleanText(text, multiLine), { error });
