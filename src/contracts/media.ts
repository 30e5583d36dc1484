import { z } from "zod";

/** Where the copy of one of a product's images stands: the back office's image cards show it. */
export const imageCopyStateSchema = z.object({
  url: z.string(),
  status: z.enum(["pending", "copied", "failed"]),
  /** Why it failed, or why the last try did (it is still pending); null otherwise. */
  reason: z.string().nullable(),
});
export type ImageCopyState = z.infer<typeof imageCopyStateSchema>;
export const imageCopyStatesSchema = z.array(imageCopyStateSchema);
