import { z } from "zod";
import { HTML_SOURCE_INPUT_REQUIRED } from "../../../../domain/html-source-images";

/**
 * Extract from HTML Source's search: the pasted source and the term are both required. The
 * dialog says one sentence for either; the message marks the first blank field, which gets focus.
 */
export const htmlSourceSearchSchema = z
  .object({ source: z.string(), term: z.string() })
  .superRefine(({ source, term }, ctx) => {
    const blank = source.trim() === "" ? "source" : term.trim() === "" ? "term" : null;
    if (blank !== null) ctx.addIssue({ code: "custom", path: [blank], message: HTML_SOURCE_INPUT_REQUIRED });
  });
