// The product form's rules, pure so they can be tested: the values the form
// holds, the body it sends, and its validation with the server's own schema (src/contracts).
import { z } from "zod";
import { productInputSchema, type ProductInputBody } from "../../../contracts/admin-products";
import type { Product } from "../../../contracts/product";
import {
  DEFAULT_CATEGORY,
  DEFAULT_EXPIRATION_DAYS,
  EXPIRATION_DAY_OPTIONS,
  SIZE_SETS,
  type Category,
} from "../../../domain/catalog";
import { IMAGE_SLOTS, isImageAddress, normalizeImageUrl } from "../../../domain/image-urls";
import { wholeNumberOrText } from "../../../domain/product-input";
import { effectiveStatus, lifecycleFieldsOf } from "../../../domain/product-lifecycle";

/** The expiration select's value: one of the day options, or keeping the stored expiry (edits only). */
export const KEEP_EXPIRY = "keep";

export interface ProductFormValues {
  name: string;
  category: Category;
  price: string;
  discountAmount: string;
  expiration: string;
  description: string;
  supplierLink: string;
  images: string[];
  sizes: string[];
  /** Units offered per ticked size as typed; "" is unlimited (docs/decisions/018). */
  stock: Record<string, string>;
  /** Units one member may order as typed; "" is no limit. */
  perMemberLimit: string;
  saveAsDraft: boolean;
}

/** What the form needs to know of the stored product it edits. */
export interface EditedProduct {
  status: Product["status"];
  publishAt: string | null;
  expiresAt: string;
  /** Whether the server told us the supplier link (so an empty field means "none", not "unknown"). */
  supplierLinkKnown: boolean;
  /** Sizes outside the category's set (from an import): offered as extra ticked boxes. */
  extraSizes: string[];
  /** The expiry can be kept only while the product is live or upcoming. */
  canKeepExpiry: boolean;
  /** Units left per limited size when the form opened: sold = offered - left. */
  stockLeft: Record<string, number> | null;
  /** Each saved image address and the shop's own copy of it (/media), for those copied when the form opened. */
  imageCopies: Record<string, string>;
}

export function newProductValues(): ProductFormValues {
  return {
    name: "",
    category: DEFAULT_CATEGORY,
    price: "",
    discountAmount: "0",
    expiration: String(DEFAULT_EXPIRATION_DAYS),
    description: "",
    supplierLink: "",
    images: Array.from({ length: IMAGE_SLOTS }, () => ""),
    sizes: [],
    stock: {},
    perMemberLimit: "",
    saveAsDraft: true,
  };
}

type ProductForForm = Product & {
  shopImages?: string[];
  supplierLink?: string;
  storedStatus?: Product["status"];
  stock?: Record<string, number> | null;
};

/** A stored product as the form's values, and what the form keeps of it to build the body. */
export function valuesFromProduct(
  product: ProductForForm,
  now: Date,
): { values: ProductFormValues; edited: EditedProduct } {
  const stored = product.storedStatus ?? product.status;
  const status = effectiveStatus(
    lifecycleFieldsOf({ status: stored, publishAt: product.publishAt, expiresAt: product.expiresAt }),
    now,
  );
  const canKeepExpiry = status === "active" || status === "scheduled";
  const set = SIZE_SETS[product.category];
  const slots = Math.max(IMAGE_SLOTS, product.images.length);
  return {
    values: {
      name: product.name,
      category: product.category,
      price: product.price,
      discountAmount: product.discountAmount,
      expiration: canKeepExpiry ? KEEP_EXPIRY : String(DEFAULT_EXPIRATION_DAYS),
      description: product.description,
      supplierLink: product.supplierLink ?? "",
      images: Array.from({ length: slots }, (_, i) => product.images[i] ?? ""),
      sizes: [...product.sizes],
      stock: Object.fromEntries(Object.entries(product.stock ?? {}).map(([size, units]) => [size, String(units)])),
      perMemberLimit: product.perMemberLimit ? String(product.perMemberLimit) : "",
      saveAsDraft: stored === "draft",
    },
    edited: {
      status,
      publishAt: product.publishAt,
      expiresAt: product.expiresAt,
      supplierLinkKnown: product.supplierLink !== undefined,
      extraSizes: product.sizes.filter((size) => !set.includes(size)),
      canKeepExpiry,
      stockLeft: product.stockLeft,
      imageCopies: Object.fromEntries(
        product.images.flatMap((url, i) => {
          const shown = product.shopImages?.[i];
          return shown && shown !== url ? [[url, shown]] : [];
        }),
      ),
    },
  };
}

/** What a slot's text would be stored as (Imgur pages become their photo), when it is an address at all. */
export function previewSource(text: string): string | null {
  const url = normalizeImageUrl(text.trim());
  return url !== "" && isImageAddress(url) ? url : null;
}

/**
 * What an image slot shows for the address typed in it: the shop's copy once made (with every width in
 * `srcset`, and there when the supplier is down), else the address itself; null for no image address.
 */
export function shownImage(text: string, edited?: EditedProduct): string | null {
  const source = previewSource(text);
  return source === null ? null : (edited?.imageCopies[source] ?? source);
}

/** The boxes to show: the category's set in its order, then the extra sizes a product brought along. */
export function sizeOptions(category: Category, extraSizes: readonly string[]): string[] {
  const set = SIZE_SETS[category];
  return [...set, ...extraSizes.filter((size, index) => !set.includes(size) && extraSizes.indexOf(size) === index)];
}

/** A new category keeps the ticked sizes it also offers (and the extra ones); the others go. */
export function changeCategory(
  values: ProductFormValues,
  category: Category,
  extraSizes: readonly string[],
): ProductFormValues {
  const options = sizeOptions(category, extraSizes);
  return { ...values, category, sizes: values.sizes.filter((size) => options.includes(size)) };
}

/** Ticks or unticks a size, keeping the ticked ones in the boxes' order. */
export function toggleSize(values: ProductFormValues, size: string, options: readonly string[]): ProductFormValues {
  const ticked = new Set(values.sizes);
  if (!ticked.delete(size)) ticked.add(size);
  return { ...values, sizes: options.filter((option) => ticked.has(option)) };
}

export function expirationChoices(canKeepExpiry: boolean): string[] {
  return [...(canKeepExpiry ? [KEEP_EXPIRY] : []), ...EXPIRATION_DAY_OPTIONS.map(String)];
}

/**
 * The body of POST /api/products or PUT /api/products/{id}. A draft has no publication time; otherwise the
 * product is published now (the server's clock), and an upcoming product being edited keeps its
 * publication time. The expiry is the chosen days from the moment of saving (the server adds them) or,
 * on an edit, the stored expiry kept.
 */
export function productBody(values: ProductFormValues, edited?: EditedProduct): ProductInputBody {
  const keepsSchedule = !values.saveAsDraft && edited?.status === "scheduled" && edited.publishAt !== null;
  const keepExpiry = values.expiration === KEEP_EXPIRY && edited?.canKeepExpiry === true;
  const body: ProductInputBody = {
    name: values.name,
    description: values.description,
    price: values.price,
    discountAmount: values.discountAmount.trim() === "" ? "0" : values.discountAmount,
    images: values.images,
    category: values.category,
    sizes: values.sizes,
    stock: stockBody(values),
    perMemberLimit: values.perMemberLimit.trim() === "" ? null : wholeNumberOrText(values.perMemberLimit),
    status: values.saveAsDraft ? "draft" : keepsSchedule ? "scheduled" : "active",
    ...(keepExpiry
      ? { expiresAt: edited.expiresAt }
      : { expirationDays: values.expiration === KEEP_EXPIRY ? null : values.expiration }),
    ...(keepsSchedule ? { publishAt: edited.publishAt } : {}),
  };
  // An edit whose product came without its supplier link leaves the stored one alone unless one is typed.
  if (!edited || edited.supplierLinkKnown || values.supplierLink.trim() !== "") body.supplierLink = values.supplierLink;
  return body;
}

/** The ticked sizes with a quantity typed; null when none has one (every size unlimited). */
function stockBody(values: ProductFormValues): Record<string, number> | null {
  const limited = values.sizes.flatMap((size) => {
    const typed = values.stock[size]?.trim() ?? "";
    return typed === "" ? [] : [[size, wholeNumberOrText(typed)] as const];
  });
  // A typed word reaches the schema as it is, so its message names the field.
  return limited.length > 0 ? (Object.fromEntries(limited) as Record<string, number>) : null;
}

/** The form's field where the contract (or the server) puts a problem with a body key; null: none of them. */
export function productFieldOf(key: string): string | null {
  const [top = "", index] = key.split(".");
  switch (top) {
    case "expirationDays":
    case "expiresAt":
    case "publishAt":
      return "expiration";
    case "images":
      // The slot the problem names, else the first, so focus lands on an image input.
      return `images.${index ?? 0}`;
    case "name":
    case "category":
    case "price":
    case "discountAmount":
    case "description":
    case "supplierLink":
    case "sizes":
    case "stock":
    case "perMemberLimit":
      return top;
    default:
      return null;
  }
}

/**
 * The form's schema: the values become the body the form sends (productBody) and are checked with the
 * server's own schema (productInputSchema), each problem on the field that holds it. Clock rules (an expiry
 * before the publication time) stay the server's; its 400 lands on the same fields.
 */
export function productFormSchema(edited?: EditedProduct) {
  return z.custom<ProductFormValues>().superRefine((values, ctx) => {
    const result = productInputSchema.safeParse(productBody(values, edited));
    if (result.success) return;
    for (const issue of result.error.issues) {
      const field = productFieldOf(issue.path.map(String).join("."));
      // A problem without a field of its own (status) is left to the server's answer and its toast.
      if (field !== null) ctx.addIssue({ code: "custom", path: field.split("."), message: issue.message });
    }
  });
}
