import { toast } from "../../lib/use-toast";
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

/** Saves `text` as a .txt file through the browser's download. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
