import type { ProductFormValues } from "../product-form-rules";

/** The product form fields the import helpers may fill. */
export type ImportPatch = Partial<
  Pick<ProductFormValues, "name" | "description" | "price" | "supplierLink" | "images" | "sizes">
>;
