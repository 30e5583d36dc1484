import { z } from "zod";

/**
 * The one rule for free text a person sends (names, addresses, descriptions, reasons): bounded, so a
 * megabyte of text is refused rather than stored and copied, and never a NUL character, which PostgreSQL's
 * text type refuses (no person types one), nor half of a surrogate pair. Every text field of every request
 * goes through textField.
 */

export const tooLongMessage = (label: string, max: number) => `${label} is at most ${max} characters`;
export const nulCharacterMessage = (label: string) => `${label} cannot contain NUL characters`;
export const brokenCharacterMessage = (label: string) => `${label} contains a character that is not valid text`;

/** Whether the text holds a NUL character. */
export function hasNulCharacter(text: string): boolean {
  return text.includes("\0");
}

// Half of a UTF-16 pair on its own (an emoji cut in two): not a character at all. PostgreSQL's JSON refuses
// it (the activity log keeps the changed fields as jsonb) and its text would silently store U+FFFD instead.
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether the text holds half of a UTF-16 surrogate pair without the other half. */
export function hasUnpairedSurrogate(text: string): boolean {
  return UNPAIRED_SURROGATE.test(text);
}

/**
 * A text field of at most `max` characters (counted as sent, before any trim) without NUL characters.
 * Chain .trim(), .min() and the like after it: those see the checked text. `typeMessage` answers a value
 * that is missing or not text.
 */
export function textField(label: string, max: number, typeMessage = `${label} must be text`) {
  return z
    .string({ error: typeMessage })
    .max(max, tooLongMessage(label, max))
    .refine((text) => !hasNulCharacter(text), nulCharacterMessage(label))
    .refine((text) => !hasUnpairedSurrogate(text), brokenCharacterMessage(label));
}
