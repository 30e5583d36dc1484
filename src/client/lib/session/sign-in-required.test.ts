import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api";
import { isSignInRequired } from "./sign-in-required";

describe("isSignInRequired", () => {
  it("is our server's UNAUTHORIZED, or a bare 401 from someone else", () => {
    expect(isSignInRequired(new ApiError(401, "", { message: "Sign in first", code: "UNAUTHORIZED" }))).toBe(true);
    expect(isSignInRequired(new ApiError(401, "Unauthorized"))).toBe(true);
  });

  it("is nothing else", () => {
    expect(isSignInRequired(new ApiError(404, "", { message: "Item not found in wishlist", code: "NOT_FOUND" }))).toBe(
      false,
    );
    expect(isSignInRequired(new ApiError(500, "Internal Server Error"))).toBe(false);
    expect(isSignInRequired(new Error("offline"))).toBe(false);
  });
});
