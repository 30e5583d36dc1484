import { z } from "zod";

/**
 * GET /api/admin/page-framing?url=: whether a page lets the back office show it in a frame (the Import from
 * Website dialog's embed mode asks before it creates one; docs/decisions/006). `url` is the address as
 * normalised (https:// added when missing); `reason` quotes the header that refuses, null when allowed.
 * The query is the extract calls' body, `{url}` (extractUrlBodySchema in imports.ts).
 */
export const pageFramingResultSchema = z.object({
  url: z.string(),
  framing: z.enum(["allowed", "refused"]),
  reason: z.string().nullable(),
});
export type PageFramingResult = z.infer<typeof pageFramingResultSchema>;
