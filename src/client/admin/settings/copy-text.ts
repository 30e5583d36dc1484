import { toast } from "../../lib/ui/use-toast";
import { SECURITY } from "../strings";

/** Copies to the clipboard and says whether it worked (browsers may refuse without permission). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: SECURITY.copied, description: SECURITY.copiedText, duration: 3000 });
  } catch {
    toast({ variant: "destructive", title: SECURITY.copyFailed, description: SECURITY.copyFailedText });
  }
}
