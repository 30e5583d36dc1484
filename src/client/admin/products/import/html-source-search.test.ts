import { describe, expect, it } from "vitest";
import { HTML_SOURCE_INPUT_REQUIRED } from "../../../../domain/html-source-images";
import { htmlSourceSearchSchema } from "./html-source-search";

describe("the HTML-source search", () => {
  const problem = (source: string, term: string) =>
    htmlSourceSearchSchema
      .safeParse({ source, term })
      .error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("needs the source and the term, naming the first blank one", () => {
    expect(problem("", "")).toEqual([["source", HTML_SOURCE_INPUT_REQUIRED]]);
    expect(problem("<img src=x>", "  ")).toEqual([["term", HTML_SOURCE_INPUT_REQUIRED]]);
    expect(problem("<img src=x>", "rukminim")).toBeUndefined();
  });
});
