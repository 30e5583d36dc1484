// What the product form says of the shop's copy of each saved image.
export const IMAGE_COPY = {
  copied: "Copied to the shop: shoppers get it from here",
  pending: "Being copied to the shop; shoppers see the original until then",
  failed: (reason: string) => `Not copied (${reason}); shoppers see the original address`,
} as const;
