// What names a size and what looks like one, for the imports: the Shopify converter picks the
// option that holds sizes, and the page import the radio or button group a shopper picks a size in. One
// owner, so both read a shop's words the same way.

/** The one size of a garment that comes in one size (the Indian trade's word for it). */
export const FREE_SIZE = "Free Size";

// "Size" in the languages shops write their option names in; "Size (Inch)", "Shoe size" and "Sizes" count.
// Children's clothes are sized by age: an option named Age, Months or Meses holds sizes ("0-3", "3-6").
const SIZE_NAME =
  /(?<![\p{L}\p{N}])(sizes?|taille|tailles|talla|tallas|talle|taglia|taglie|tamanho|tamaño|maat|maten|rozmiar|storlek|størrelse|koko|beden|velikost|méret|größe|groesse|grösse|ages?|âge|edad|idade|età|alter|leeftijd|wiek|months?|meses|mois|monate|mesi)(?![\p{L}\p{N}])|размер|サイズ|尺码|尺寸|사이즈|גודל|مقاس|साइज़|年龄|年齢/iu;
const SIZE_NAME_ALONE =
  /^(sizes?|taille|talla|taglia|tamanho|tamaño|maat|rozmiar|storlek|størrelse|koko|beden|velikost|méret|größe|размер|サイズ|尺码|사이즈|גודל|مقاس|साइज़)$/i;

/** Whether an option's or a control's name says it holds sizes ("Size", "Size (Inch)", "Taille", "גודל"). */
export function namesSize(name: string): boolean {
  return SIZE_NAME.test(name.trim());
}

/** Whether the name is a size word and nothing else ("Size", "SIZES", "Taille"). */
export function isPlainSizeName(name: string): boolean {
  return SIZE_NAME_ALONE.test(name.trim());
}

// Options with these names are never sizes, whatever their values look like (a Quantity of 6 or 12).
const NEVER_SIZE_NAME =
  /colou?rs?|couleur|farbe|colore|material|fabric|stoff|tissu|pattern|print|style|flavou?r|scent|finish|quantity|qty|pack|count|denomination|title/i;

/** Whether an option's name says it holds something other than sizes (colours, materials, quantities). */
export function namesNotSize(name: string): boolean {
  return NEVER_SIZE_NAME.test(name.trim());
}

const LETTER_SIZE = /^(?:[1-7]?x{0,4}[sl]|m|[1-7]x|x{1,4})$/i;
const SIZE_PATTERNS: readonly RegExp[] = [
  LETTER_SIZE,
  // Spelled out: Small, X-Large, Extra Small, XX-Large.
  /^(?:(?:x{1,3}|extra)[\s-]?)?(?:small|large)$|^medium$/i,
  /^(?:one|free)[\s-]?size$|^o\/?s$/i,
  // Kids: 2T, 2-3Y, 18M, 6-12 months, 3 yrs.
  /^\d{1,2}\s*t$/i,
  /^\d{1,2}\s*(?:-\s*\d{1,2}\s*)?(?:y|yrs?|years?|m|mths?|months?)$/i,
  // Numbers: dress and kids' sizes, waists 28-44, shoes with halves; with a region (UK 8, EU 38).
  /^(?:(?:uk|us|eu|it|fr|jp)\s?)?\d{1,2}(?:[.,]5)?$/i,
  // Waist by length: 32x34, W32 L34, 32/34.
  /^w?\d{2}\s*(?:x|\/|\s)\s*l?\d{2}$/i,
];

/** Whether a value reads as a garment size: XS-5XL, 2T-14, 2-3Y, 28-44, Free Size. */
export function looksLikeSize(value: string): boolean {
  const text = value.trim();
  if (text === "") return false;
  if (/^\d/.test(text) && /^\d{1,2}(?:[.,]5)?$/.test(text)) return Number(text.replace(",", ".")) <= 60;
  return SIZE_PATTERNS.some((pattern) => pattern.test(text));
}

/** A size label as the shop shows it: letter sizes in capitals (s -> S, 2xl -> 2XL), the rest as written. */
export function tidySizeLabel(value: string): string {
  const text = value.trim().replace(/\s+/g, " ");
  return LETTER_SIZE.test(text) ? text.toUpperCase() : text;
}

const SPELLED_SIZES: Record<string, string> = { small: "S", medium: "M", large: "L" };

/**
 * A size as the shop's size sets write it: XXL is 2XL, XXXL 3XL, "X-Large" XL, "Small" S; other labels
 * (XXS, 38, 2-3Y) as tidySizeLabel writes them.
 */
export function shopSizeLabel(value: string): string {
  const text = tidySizeLabel(value);
  const compact = text.toLowerCase().replace(/[\s-]+/g, "");
  const letters = /^(x{2,5})l$/.exec(compact);
  if (letters) return `${letters[1].length}XL`;
  const spelled = /^((?:x{1,4})|extra|extraextra)?(small|medium|large)$/.exec(compact);
  if (spelled && !(spelled[1] && spelled[2] === "medium")) {
    const base = SPELLED_SIZES[spelled[2]];
    const xs =
      spelled[1] === undefined ? 0 : spelled[1].startsWith("extra") ? spelled[1].length / 5 : spelled[1].length;
    if (xs === 0) return base;
    return xs === 1 ? `X${base}` : base === "L" ? `${xs}XL` : `${"X".repeat(xs)}S`;
  }
  return text;
}
