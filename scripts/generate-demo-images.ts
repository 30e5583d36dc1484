/**
 * Generates the demo catalog's product images and the generic fashion placeholders as small,
 * deterministic SVG files (no network, no dependencies beyond Node):
 *
 *   public/demo/products/<slug>-<n>.svg   3:4 portrait (viewBox 0 0 600 800), 3-4 per product
 *   public/placeholders/fashion-<n>.svg   4 neutral placeholders for broken image URLs
 *
 * Run: npx tsx scripts/generate-demo-images.ts
 *
 * Every product is a flat-illustration garment on a soft studio background. Views: "front" (on a dress
 * form or a child's hanger), "detail" (close-up of the fabric and its zari border), "back", "alt" (front
 * in a second colourway) and "styled" (with dupatta / accessories). The list of products here must match
 * the image paths of src/server/db/demo-catalog.ts; the script checks that and fails otherwise.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { demoProducts } from "../src/server/db/demo-catalog";

// ---------------------------------------------------------------------------------------------------
// Small helpers

type Seg = readonly number[]; // [x,y] line | [cx,cy,x,y] quadratic | [c1x,c1y,c2x,c2y,x,y] cubic
type Pt = readonly [number, number];

const f = (v: number): string => String(Math.round(v * 10) / 10);
const AXIS = 300;
const mx = (x: number): number => 2 * AXIS - x;

function segStr(s: Seg): string {
  const c = s.length === 2 ? "L" : s.length === 4 ? "Q" : "C";
  return c + s.map(f).join(" ");
}

/** An open path from start through the segments. */
function open(start: Pt, segs: readonly Seg[]): string {
  return `M${f(start[0])} ${f(start[1])}` + segs.map(segStr).join("");
}

/** A closed path. */
function closed(start: Pt, segs: readonly Seg[]): string {
  return open(start, segs) + "Z";
}

/** The same closed path mirrored about the vertical centre line. */
function mirrored(start: Pt, segs: readonly Seg[]): string {
  const m = (s: Seg): Seg => s.map((v, i) => (i % 2 === 0 ? mx(v) : v));
  return closed([mx(start[0]), start[1]], segs.map(m));
}

/**
 * A left-right symmetric closed outline: the caller gives the left half (x < 300) from a point on the
 * centre line (usually the neckline) down to the bottom; the right half is the mirror, walked back.
 */
function sym(start: Pt, segs: readonly Seg[]): string {
  let d = open(start, segs);
  const pts: Pt[] = [start, ...segs.map((s): Pt => [s[s.length - 2]!, s[s.length - 1]!])];
  const end = pts[pts.length - 1]!;
  if (end[0] !== AXIS) d += `L${f(mx(end[0]))} ${f(end[1])}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const to = pts[i]!;
    if (s.length === 2) d += `L${f(mx(to[0]))} ${f(to[1])}`;
    else if (s.length === 4) d += `Q${f(mx(s[0]!))} ${f(s[1]!)} ${f(mx(to[0]))} ${f(to[1])}`;
    else d += `C${f(mx(s[2]!))} ${f(s[3]!)} ${f(mx(s[0]!))} ${f(s[1]!)} ${f(mx(to[0]))} ${f(to[1])}`;
  }
  return d + "Z";
}

/** A path and its mirror image as one path string (for strokes such as cuffs). */
function both(start: Pt, segs: readonly Seg[]): string {
  const m = (s: Seg): Seg => s.map((v, i) => (i % 2 === 0 ? mx(v) : v));
  return open(start, segs) + open([mx(start[0]), start[1]], segs.map(m));
}

function hex(c: string): [number, number, number] {
  const n = parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear mix of two #rrggbb colours. */
function mix(a: string, b: string, t: number): string {
  const x = hex(a);
  const y = hex(b);
  return (
    "#" +
    x
      .map((v, i) =>
        Math.round(v + (y[i]! - v) * t)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

const dark = (c: string, t = 0.35): string => mix(c, "#000000", t);
const light = (c: string, t = 0.35): string => mix(c, "#ffffff", t);

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const esc = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// ---------------------------------------------------------------------------------------------------
// Palettes and fabric patterns

type Pal = {
  base: string; // main fabric
  motif: string; // print / embroidery on the main fabric
  accent: string; // small details, piping
  second: string; // bottoms, blouse, dupatta
  secondMotif: string;
  bg: string; // studio wall, top
  bg2: string; // studio wall, bottom
  arch: string; // backdrop shape
};

function pal(
  base: string,
  motif: string,
  accent: string,
  second: string,
  secondMotif: string,
  bg: string,
  arch?: string,
): Pal {
  return {
    base,
    motif,
    accent,
    second,
    secondMotif,
    bg,
    bg2: mix(bg, "#c9b8a6", 0.25),
    arch: arch ?? mix(bg, "#ffffff", 0.45),
  };
}

type Motif =
  | "block"
  | "paisley"
  | "stripes"
  | "butti"
  | "leheriya"
  | "ikat"
  | "checks"
  | "jaal"
  | "chikan"
  | "brocade"
  | "bandhani"
  | "twill"
  | "dots";

type Fabric = { base: string; motif: string; accent: string };

/** A repeating fabric print as an SVG <pattern>. */
function pattern(id: string, motif: Motif, c: Fabric, scale = 1): string {
  const t = scale === 1 ? "" : ` patternTransform="scale(${scale})"`;
  const rot = (deg: number): string => ` patternTransform="${scale === 1 ? "" : `scale(${scale}) `}rotate(${deg})"`;
  const open = (w: number, h: number, tr = t): string =>
    `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${tr}><rect width="${w}" height="${h}" fill="${c.base}"/>`;
  const flower = (x: number, y: number, r: number): string =>
    `<circle cx="${x}" cy="${y - r}" r="${r}"/><circle cx="${x + r}" cy="${y}" r="${r}"/><circle cx="${x}" cy="${y + r}" r="${r}"/><circle cx="${x - r}" cy="${y}" r="${r}"/>`;
  switch (motif) {
    case "block":
      return (
        open(48, 48) +
        `<g fill="${c.motif}">${flower(12, 12, 4.2)}${flower(36, 36, 4.2)}<circle cx="36" cy="12" r="1.6"/><circle cx="12" cy="36" r="1.6"/><circle cx="30" cy="12" r="1"/><circle cx="42" cy="12" r="1"/><circle cx="12" cy="30" r="1"/><circle cx="12" cy="42" r="1"/></g>` +
        `<g fill="${c.accent}"><circle cx="12" cy="12" r="2.6"/><circle cx="36" cy="36" r="2.6"/></g></pattern>`
      );
    case "paisley": {
      const p = "M10 27C3 27 0 21 1 15 3 6 11 1 19 0c-4 3-6 7-5 11 1 5 3 9 1 12-1 3-3 4-5 4z";
      return (
        open(56, 56) +
        `<g fill="${c.motif}"><path transform="translate(6 6)" d="${p}"/><path transform="translate(34 34)" d="${p}"/></g>` +
        `<g fill="${c.accent}"><circle cx="16" cy="24" r="3.2"/><circle cx="44" cy="52" r="3.2"/><circle cx="44" cy="14" r="1.8"/><circle cx="16" cy="44" r="1.8"/></g></pattern>`
      );
    }
    case "stripes":
      return (
        open(22, 22) +
        `<rect width="8" height="22" fill="${c.motif}"/><rect x="12" width="1.6" height="22" fill="${c.accent}"/><rect x="16" width="1.6" height="22" fill="${c.accent}"/></pattern>`
      );
    case "butti":
      return (
        open(34, 34) +
        `<g fill="${c.motif}"><path d="M8 4c3 3 4 6 0 9-4-3-3-6 0-9z"/><path d="M25 21c3 3 4 6 0 9-4-3-3-6 0-9z"/></g>` +
        `<g fill="${c.accent}"><circle cx="8" cy="15.5" r="1.3"/><circle cx="25" cy="32.5" r="1.3"/></g></pattern>`
      );
    case "leheriya":
      return (
        open(30, 30, rot(-35)) +
        `<path d="M0 7q7.5-5 15 0t15 0" fill="none" stroke="${c.motif}" stroke-width="4"/><path d="M0 21q7.5-5 15 0t15 0" fill="none" stroke="${c.accent}" stroke-width="2.4"/></pattern>`
      );
    case "ikat":
      return (
        open(40, 40) +
        `<path d="M20 3l13 17-13 17L7 20z" fill="${c.motif}"/><path d="M20 12l6 8-6 8-6-8z" fill="${c.accent}"/>` +
        `<path d="M0 0l5 6-5 6M40 28l-5 6 5 6M0 28l5 6-5 6M40 0l-5 6 5 6" fill="none" stroke="${c.motif}" stroke-width="2"/></pattern>`
      );
    case "checks":
      return (
        open(26, 26) +
        `<g fill="${c.motif}" opacity=".45"><rect width="13" height="26"/><rect width="26" height="13"/></g><path d="M19.5 0v26M0 19.5h26" stroke="${c.accent}" stroke-width="1"/></pattern>`
      );
    case "jaal":
      return (
        open(44, 56) +
        `<path d="M0 0c11 14 11 14 22 28s11 14 22 28M44 0C33 14 33 14 22 28S11 42 0 56" fill="none" stroke="${c.motif}" stroke-width="1.6"/>` +
        `<g fill="${c.motif}">${flower(22, 28, 3)}${flower(0, 28, 2)}${flower(44, 28, 2)}</g><g fill="${c.accent}"><circle cx="22" cy="28" r="1.8"/><circle cx="22" cy="2" r="1.5"/><circle cx="22" cy="54" r="1.5"/></g></pattern>`
      );
    case "chikan":
      return (
        open(46, 46) +
        `<g fill="${c.motif}"><circle cx="12" cy="7" r="2.2"/><circle cx="17" cy="11" r="2.2"/><circle cx="15" cy="17" r="2.2"/><circle cx="9" cy="17" r="2.2"/><circle cx="7" cy="11" r="2.2"/>` +
        `<circle cx="34" cy="30" r="2"/><circle cx="38" cy="34" r="2"/><circle cx="34" cy="38" r="2"/><circle cx="30" cy="34" r="2"/></g>` +
        `<path d="M15 19q6 10 17 11M30 36q-8 4-10 10" fill="none" stroke="${c.motif}" stroke-width="1.2" stroke-dasharray="2 1.6"/><circle cx="12" cy="12" r="1.3" fill="${c.accent}"/></pattern>`
      );
    case "brocade":
      return (
        open(36, 36) +
        `<path d="M0 18L18 0l18 18-18 18z" fill="none" stroke="${c.accent}" stroke-width=".8" opacity=".7"/>` +
        `<g fill="${c.motif}"><path d="M18 10c3.5 3.5 4.5 7 0 11-4.5-4-3.5-7.5 0-11z"/><circle cx="18" cy="24" r="1.4"/><circle cx="0" cy="0" r="2"/><circle cx="36" cy="0" r="2"/><circle cx="0" cy="36" r="2"/><circle cx="36" cy="36" r="2"/></g></pattern>`
      );
    case "bandhani":
      return (
        open(22, 22) +
        `<g fill="${c.motif}"><circle cx="5.5" cy="5.5" r="2.3"/><circle cx="16.5" cy="16.5" r="2.3"/></g><g fill="${c.base}"><circle cx="5.5" cy="5.5" r=".8"/><circle cx="16.5" cy="16.5" r=".8"/></g>` +
        `<g fill="${c.accent}"><circle cx="16.5" cy="5.5" r="1.1"/><circle cx="5.5" cy="16.5" r="1.1"/></g></pattern>`
      );
    case "twill":
      return (
        open(8, 8) +
        `<path d="M-1 9L9-1M-1 1L1-1M7 9L9 7" stroke="${light(c.base, 0.1)}" stroke-width="1.6"/><circle cx="4" cy="4" r=".6" fill="${c.accent}" opacity=".5"/></pattern>`
      );
    case "dots":
      return (
        open(18, 18) +
        `<g fill="${c.motif}"><circle cx="4.5" cy="4.5" r="1.5"/><circle cx="13.5" cy="13.5" r="1.5"/></g></pattern>`
      );
  }
}

/** Metallic gold (userSpace, reflected so every band shimmers) and the zari motif laid over it. */
function goldDefs(scale = 1): string {
  const s = scale === 1 ? "" : ` patternTransform="scale(${scale})"`;
  return (
    `<linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${52 * scale}" y2="${34 * scale}" spreadMethod="reflect">` +
    `<stop offset="0" stop-color="#a8741f"/><stop offset=".45" stop-color="#f3d68a"/><stop offset=".7" stop-color="#d3a54a"/><stop offset="1" stop-color="#9c6a1c"/></linearGradient>` +
    `<pattern id="z" width="16" height="16" patternUnits="userSpaceOnUse"${s}><path d="M8 3l4 5-4 5-4-5z" fill="#7a4e12" opacity=".55"/><circle cx="0" cy="8" r="1.3" fill="#fff5d2" opacity=".8"/><circle cx="16" cy="8" r="1.3" fill="#fff5d2" opacity=".8"/></pattern>`
  );
}

const COMMON_DEFS =
  `<linearGradient id="sh"><stop offset="0" stop-opacity=".2"/><stop offset=".22" stop-color="#fff" stop-opacity=".1"/><stop offset=".5" stop-opacity="0"/><stop offset=".85" stop-opacity=".1"/><stop offset="1" stop-opacity=".24"/></linearGradient>` +
  `<filter id="b" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter>`;

// ---------------------------------------------------------------------------------------------------
// Garments, drawn as parts: each part is a silhouette with a paint, inner trims (strokes clipped to the
// silhouette, so a stroke along an edge becomes a border band), soft folds and a volume shading.

type Trim = { d: string; w: number; paint?: string; plain?: boolean };
type Part = {
  d: string;
  fill: string;
  trims?: Trim[];
  folds?: string; // dark fold lines
  lights?: string; // light fold lines
  edge?: number; // zari border all around, this wide
  opacity?: number;
  shade?: boolean;
  over?: string; // unclipped detail drawn on top (buttons, tassels)
};
type Garment = { parts: Part[]; support: "form" | "hanger"; over?: string };
type View = "front" | "back" | "alt" | "detail" | "styled";
type Opts = { back: boolean; styled: boolean; pal: Pal };

const MAIN = "url(#p)";
const SECOND = "url(#q)";
const GOLD = "url(#g)";

function renderParts(parts: Part[], outline: string, idBase: string): { defs: string; shadow: string; body: string } {
  let defs = "";
  let shadow = "";
  let body = "";
  parts.forEach((p, i) => {
    const id = `${idBase}${i}`;
    defs += `<path id="${id}" d="${p.d}"/><clipPath id="k${id}"><use href="#${id}"/></clipPath>`;
    if (p.opacity === undefined || p.opacity > 0.6) shadow += `<use href="#${id}"/>`;
    let inner = "";
    for (const t of p.trims ?? []) {
      inner += `<path d="${t.d}" fill="none" stroke="${t.paint ?? GOLD}" stroke-width="${t.w}"/>`;
      if (!t.plain && (t.paint ?? GOLD) === GOLD)
        inner += `<path d="${t.d}" fill="none" stroke="url(#z)" stroke-width="${t.w}"/>`;
    }
    if (p.edge)
      inner += `<use href="#${id}" fill="none" stroke="${GOLD}" stroke-width="${p.edge * 2}"/><use href="#${id}" fill="none" stroke="url(#z)" stroke-width="${p.edge * 2}"/>`;
    if (p.folds)
      inner += `<path d="${p.folds}" fill="none" stroke="#000" stroke-opacity=".13" stroke-width="3" stroke-linecap="round"/>`;
    if (p.lights)
      inner += `<path d="${p.lights}" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="4" stroke-linecap="round"/>`;
    if (p.shade !== false) inner += `<use href="#${id}" fill="url(#sh)"/>`;
    const op = p.opacity === undefined ? "" : ` opacity="${p.opacity}"`;
    body +=
      `<g${op}><use href="#${id}" fill="${p.fill}"/><g clip-path="url(#k${id})">${inner}</g>` +
      `<use href="#${id}" fill="none" stroke="${outline}" stroke-width="1.4" stroke-opacity=".55"/>${p.over ?? ""}</g>`;
  });
  return { defs, shadow, body };
}

type SleeveKind = "short" | "elbow" | "3/4" | "full";

/** Left sleeve outline (hidden under the body at the armhole) and its cuff line. */
function sleeve(kind: SleeveKind): { start: Pt; segs: Seg[]; cuff: [Pt, Seg[]] } {
  const start: Pt = [216, 145];
  switch (kind) {
    case "short":
      return {
        start,
        segs: [
          [198, 168, 188, 226],
          [234, 244],
          [234, 190],
        ],
        cuff: [[188, 226], [[234, 244]]],
      };
    case "elbow":
      return {
        start,
        segs: [
          [190, 210, 176, 300],
          [214, 314],
          [222, 290, 231, 258],
        ],
        cuff: [[176, 300], [[214, 314]]],
      };
    case "3/4":
      return {
        start,
        segs: [
          [180, 240, 162, 392],
          [204, 404],
          [216, 320, 231, 260],
        ],
        cuff: [[162, 392], [[204, 404]]],
      };
    case "full":
      return {
        start,
        segs: [
          [176, 280, 168, 450],
          [202, 458],
          [214, 350, 231, 260],
        ],
        cuff: [[168, 450], [[202, 458]]],
      };
  }
}

function sleeves(kind: SleeveKind, fill: string, cuffW = 26, paint?: string): Part[] {
  const s = sleeve(kind);
  const cuff = both(s.cuff[0], s.cuff[1]);
  const fold = kind === "full" || kind === "3/4" ? both([194, 290], [[190, 330, 184, 372]]) : "";
  const trims: Trim[] = [{ d: cuff, w: cuffW, paint }];
  return [
    { d: closed(s.start, s.segs), fill, trims, folds: fold },
    { d: mirrored(s.start, s.segs), fill, trims, folds: fold },
  ];
}

/** Women's top: kurta, kurti or the kurta of a salwar / sharara set. */
function top(o: Opts, len: number, sleeveKind: SleeveKind, hemHalf: number, dip = 172): Part[] {
  const neckY = o.back ? 134 : dip;
  const hemX = AXIS - hemHalf;
  const segs: Seg[] = [
    o.back ? [284, 134, 270, 127] : [284, dip - 6, 270, 127],
    [214, 146],
    [218, 215, 229, 262],
    [233, 320, 227, 372],
    [hemX, len],
    [250, len + 6, 300, len + 6],
  ];
  const trims: Trim[] = [
    { d: `M${hemX - 40} ${len}Q250 ${len + 6} 300 ${len + 6}T${mx(hemX) + 40} ${len}`, w: 34 },
    { d: `M${hemX - 40} ${len - 30}Q250 ${len - 24} 300 ${len - 24}T${mx(hemX) + 40} ${len - 30}`, w: 5, plain: true },
  ];
  if (!o.back) trims.push({ d: `M270 127Q284 ${dip - 6} 300 ${dip}Q316 ${dip - 6} 330 127`, w: 18 });
  const folds =
    len > 480
      ? `M254 410Q248 ${(410 + len) / 2} ${hemX + 40} ${len}M346 410Q352 ${(410 + len) / 2} ${mx(hemX) - 40} ${len}M266 270q8 30 2 64`
      : `M264 270q8 30 2 64M${hemX + 30} ${len - 60}l-6 56`;
  const lights = len > 480 ? `M282 430q-2 ${(len - 430) / 2} -4 ${len - 440}` : "";
  const over = o.back
    ? `<path d="M300 136v40" stroke="${dark(o.pal.base, 0.5)}" stroke-width="2"/><path d="M296 138q-10 50-4 84M304 138q10 50 4 84" fill="none" stroke="${GOLD}" stroke-width="2.5"/><g fill="${o.pal.accent}"><circle cx="292" cy="226" r="5"/><circle cx="308" cy="226" r="5"/></g>`
    : `<g fill="${GOLD}" stroke="${dark(o.pal.base)}" stroke-width=".6"><circle cx="300" cy="${dip + 16}" r="3.6"/><circle cx="300" cy="${dip + 34}" r="3.6"/><circle cx="300" cy="${dip + 52}" r="3.6"/></g>`;
  return [...sleeves(sleeveKind, MAIN), { d: sym([300, neckY], segs), fill: MAIN, trims, folds, lights, over }];
}

function pants(top: number, hemY: number, fill: string, outerHem = 236, innerHem = 274, crotch = 610): Part {
  return {
    d: sym(
      [300, crotch],
      [
        [innerHem, hemY],
        [outerHem, hemY],
        [246, top],
        [300, top],
      ],
    ),
    fill,
    trims: [{ d: `M200 ${hemY}H400`, w: 20 }],
    folds: `M${outerHem + 12} ${hemY - 120}l2 110M${mx(outerHem) - 12} ${hemY - 120}l-2 110`,
  };
}

function palazzo(fill: string): Part {
  return {
    d: sym(
      [300, 600],
      [
        [292, 764],
        [166, 764],
        [244, 440],
        [300, 440],
      ],
    ),
    fill,
    trims: [{ d: "M140 764H460", w: 22 }],
    folds: both([250, 480], [[200, 764]]) + both([266, 520], [[234, 764]]) + both([282, 560], [[266, 764]]),
    lights: both([258, 500], [[218, 764]]),
  };
}

function dupattaU(o: Opts): Part {
  return {
    d: sym(
      [300, 268],
      [
        [262, 268, 246, 236],
        [254, 136],
        [244, 128],
        [214, 142],
        [206, 380, 200, 612],
        [230, 618],
        [234, 318],
        [266, 320, 300, 320],
      ],
    ),
    fill: SECOND,
    opacity: 0.6,
    edge: 7,
    shade: false,
    folds: both([222, 200], [[214, 400, 216, 600]]),
    over: `<g fill="${o.pal.accent}">${[202, 212, 222].map((x) => `<circle cx="${x + 2}" cy="${628 - (x - 200) * 0.12}" r="3.5"/><circle cx="${mx(x) - 2}" cy="${628 - (x - 200) * 0.12}" r="3.5"/>`).join("")}</g>`,
  };
}

function kalis(waistY: number, n: number, spread: number): string {
  // alternate panels of a flared skirt (kali), as darker wedges
  let d = "";
  for (let i = -n; i < n; i += 2) {
    d += `M${300 + i * 7} ${waistY}L${300 + (i + 1) * 7} ${waistY}L${300 + (i + 1) * spread} 800L${300 + i * spread} 800Z`;
  }
  return `<path d="${d}" fill="#000" opacity=".07"/>`;
}

function anarkali(o: Opts): Garment {
  const body = sym(
    [300, o.back ? 134 : 176],
    [
      o.back ? [284, 134, 272, 127] : [284, 168, 272, 127],
      [218, 145],
      [222, 212, 232, 256],
      [238, 282, 244, 300],
      [214, 420, 150, 560, 112, 722],
      [200, 748, 300, 750],
    ],
  );
  const hem = "M96 716Q200 748 300 750T504 716";
  const trims: Trim[] = [
    { d: hem, w: 96 },
    { d: "M96 650Q200 682 300 684T504 650", w: 6, plain: true },
    { d: "M220 300H380", w: 16 },
  ];
  if (!o.back) trims.push({ d: "M272 127Q284 168 300 176Q316 168 328 127", w: 18 });
  const parts: Part[] = [
    ...sleeves("full", MAIN, 24),
    {
      d: body,
      fill: MAIN,
      trims,
      folds: both([270, 320], [[190, 720]]) + both([288, 320], [[250, 740]]) + "M300 320V750",
      over: undefined,
    },
  ];
  const skirt = parts[parts.length - 1]!;
  skirt.over = `<g clip-path="url(#kG${parts.length - 1})">${kalis(306, 12, 34)}</g>`;
  if (o.styled) parts.push(dupattaU(o));
  return { parts, support: "form" };
}

function kurtaSet(o: Opts): Garment {
  const parts: Part[] = [pants(560, 762, SECOND), ...top(o, 650, "3/4", 104)];
  if (o.styled) parts.push(dupattaU(o));
  return { parts, support: "form" };
}

function kurtiPalazzo(o: Opts): Garment {
  const parts: Part[] = [palazzo(SECOND), ...top(o, 480, "elbow", 96, 168)];
  if (o.styled) parts.push(dupattaU(o));
  return { parts, support: "form" };
}

function salwarSuit(o: Opts): Garment {
  const salwar: Part = {
    d: sym(
      [300, 690],
      [
        [296, 730, 292, 752],
        [256, 752],
        [212, 700, 210, 620, 246, 560],
        [300, 560],
      ],
    ),
    fill: SECOND,
    trims: [{ d: "M230 752H370", w: 22 }],
    folds:
      both([232, 700], [[252, 714, 276, 704]]) +
      both([224, 660], [[248, 674, 274, 664]]) +
      both([238, 610], [[256, 622, 280, 614]]),
  };
  const parts: Part[] = [salwar, ...top(o, 620, "3/4", 100)];
  if (!o.back) parts.push(dupattaU(o));
  return { parts, support: "form" };
}

function sharara(o: Opts): Garment {
  const legTop: Part = {
    d: sym(
      [300, 500],
      [
        [296, 566],
        [238, 566],
        [248, 420],
        [300, 420],
      ],
    ),
    fill: SECOND,
  };
  const flare: Seg[] = [
    [298, 560],
    [318, 766],
    [172, 766],
    [196, 660, 238, 560],
  ];
  const flareTrims: Trim[] = [
    { d: "M150 566H450", w: 30 },
    { d: "M140 766H460", w: 26 },
  ];
  const folds = both([252, 580], [[204, 766]]) + both([270, 580], [[240, 766]]) + both([288, 580], [[284, 766]]);
  const parts: Part[] = [
    legTop,
    { d: closed([238, 560], flare), fill: SECOND, trims: flareTrims, folds },
    { d: mirrored([238, 560], flare), fill: SECOND, trims: flareTrims, folds },
    ...top(o, 452, "3/4", 92, 168),
  ];
  if (o.styled) parts.push(dupattaU(o));
  return { parts, support: "form" };
}

function kaftan(o: Opts): Garment {
  const body = sym(
    [300, o.back ? 136 : 224],
    [
      o.back ? [284, 136, 268, 126] : [286, 178, 268, 126],
      [196, 134, 100, 290],
      [132, 392],
      [170, 470, 200, 480, 204, 570],
      [192, 762],
      [250, 766, 300, 766],
    ],
  );
  const trims: Trim[] = [
    { d: "M60 762Q250 766 300 766T540 762", w: 40 },
    { d: both([100, 290], [[132, 392]]), w: 34 },
    { d: "M60 476H540", w: 8, plain: true },
  ];
  if (!o.back) trims.push({ d: "M268 126Q286 178 300 224Q314 178 332 126", w: 26 }, { d: "M300 224V400", w: 16 });
  const folds =
    both([146, 390], [[184, 450, 204, 530]]) +
    both([170, 310], [[212, 380, 236, 460]]) +
    both([246, 500], [[242, 640, 236, 760]]) +
    both([276, 500], [[276, 640, 274, 760]]);
  const tie = `<path d="M226 478q74 10 148 0" fill="none" stroke="${o.pal.accent}" stroke-width="5"/><path d="M300 482q-14 40-20 70M300 482q14 40 22 66" fill="none" stroke="${o.pal.accent}" stroke-width="4"/><g fill="${GOLD}"><circle cx="280" cy="556" r="6"/><circle cx="322" cy="552" r="6"/></g>`;
  return {
    parts: [
      {
        d: body,
        fill: MAIN,
        trims,
        folds,
        lights: both([150, 280], [[200, 330, 226, 400]]),
        over: o.back ? undefined : tie,
      },
    ],
    support: "form",
  };
}

function saree(o: Opts): Garment {
  const blouse: Part = {
    d: sym(
      [300, o.back ? 134 : 170],
      [
        o.back ? [284, 134, 272, 128] : [284, 162, 272, 128],
        [222, 144],
        [222, 200, 234, 232],
        [238, 252],
        [270, 258, 300, 256],
      ],
    ),
    fill: SECOND,
    trims: [
      { d: "M200 254H400", w: 12 },
      ...(o.back ? [] : [{ d: "M272 128Q284 162 300 170Q316 162 328 128", w: 12 }]),
    ],
  };
  const blouseSleeves: Part[] = [
    {
      d: closed(
        [222, 144],
        [
          [204, 168, 196, 214],
          [232, 224],
          [236, 180],
        ],
      ),
      fill: SECOND,
      trims: [{ d: both([196, 214], [[232, 224]]), w: 14 }],
    },
    {
      d: mirrored(
        [222, 144],
        [
          [204, 168, 196, 214],
          [232, 224],
          [236, 180],
        ],
      ),
      fill: SECOND,
      trims: [{ d: both([196, 214], [[232, 224]]), w: 14 }],
    },
  ];
  const hangingPallu: Part = {
    d: "M342 132L396 150Q430 380 468 626L398 650Q378 400 342 132Z",
    fill: MAIN,
    edge: 10,
    trims: [{ d: "M398 650L468 626", w: 120 }],
    over: `<path d="${[0, 1, 2, 3, 4, 5, 6].map((i) => `M${402 + i * 10.5} ${650 - i * 3.5}l2 18`).join("")}" stroke="${o.pal.accent}" stroke-width="3"/>`,
  };
  const skirt: Part = {
    d: sym(
      [300, 294],
      [
        [246, 294],
        [238, 340, 232, 420, 214, 766],
        [260, 772, 300, 772],
      ],
    ),
    fill: MAIN,
    trims: [{ d: "M180 768Q260 772 300 772T420 768", w: 60 }],
    folds: both([240, 420], [[228, 600, 224, 760]]),
  };
  let pleat = "";
  for (let i = 0; i < 9; i++) pleat += `M${280 + i * 5} 300L${252 + i * 12} 772`;
  const pleats: Part = {
    d: "M276 298L324 298L352 772L248 772Z",
    fill: MAIN,
    trims: [{ d: "M240 772H360", w: 60 }],
    folds: pleat,
    shade: false,
  };
  const front: Part = {
    d: "M234 296L250 346Q330 262 394 152L338 128Q292 222 234 296Z",
    fill: MAIN,
    edge: 10,
    folds: "M256 318Q320 252 362 150M270 330Q330 262 378 154",
  };
  const parts: Part[] = o.back
    ? [
        skirt,
        ...blouseSleeves,
        blouse,
        {
          d: "M300 138L390 148Q414 400 436 640L226 664Q262 400 300 138Z",
          fill: MAIN,
          edge: 10,
          trims: [{ d: "M226 664L436 640", w: 120 }],
          folds: "M330 200Q320 420 300 650M360 200Q372 420 390 640",
        },
      ]
    : [hangingPallu, skirt, pleats, ...blouseSleeves, blouse, front];
  return { parts, support: "form" };
}

function lehenga(o: Opts): Garment {
  const choli: Part = {
    d: sym(
      [300, o.back ? 134 : 170],
      [
        o.back ? [284, 134, 272, 128] : [284, 164, 272, 128],
        [222, 144],
        [222, 196, 234, 230],
        [238, 256],
        [270, 262, 300, 260],
      ],
    ),
    fill: MAIN,
    trims: [
      { d: "M200 258H400", w: 14 },
      ...(o.back
        ? [{ d: "M250 140Q300 200 350 140", w: 12 }]
        : [{ d: "M272 128Q284 164 300 170Q316 164 328 128", w: 14 }]),
    ],
  };
  const sl: Seg[] = [
    [196, 190, 186, 270],
    [222, 282],
    [230, 240, 236, 200],
  ];
  const cholSleeves: Part[] = [
    { d: closed([222, 144], sl), fill: MAIN, trims: [{ d: both([186, 270], [[222, 282]]), w: 16 }] },
    { d: mirrored([222, 144], sl), fill: MAIN, trims: [{ d: both([186, 270], [[222, 282]]), w: 16 }] },
  ];
  const skirt: Part = {
    d: sym(
      [300, 296],
      [
        [250, 296],
        [220, 400, 130, 600, 100, 756],
        [200, 774, 300, 776],
      ],
    ),
    fill: MAIN,
    trims: [
      { d: "M84 752Q200 774 300 776T516 752", w: 120 },
      { d: "M84 672Q200 694 300 696T516 672", w: 7, plain: true },
      { d: "M220 300H380", w: 18 },
    ],
    folds: both([262, 330], [[180, 770]]) + both([284, 330], [[246, 776]]),
  };
  const parts: Part[] = [...cholSleeves, choli, skirt];
  skirt.over = `<g clip-path="url(#kG${parts.length - 1})">${kalis(300, 14, 30)}</g>`;
  const dupatta: Part = {
    d: "M336 130L392 148Q410 400 440 690L372 702Q360 420 336 130Z",
    fill: SECOND,
    opacity: 0.72,
    edge: 9,
    shade: false,
    folds: "M360 200Q372 450 400 690",
    over: `<g fill="${o.pal.accent}"><circle cx="380" cy="712" r="4"/><circle cx="396" cy="710" r="4"/><circle cx="412" cy="706" r="4"/><circle cx="428" cy="702" r="4"/></g>`,
  };
  if (!o.back) parts.push(dupatta);
  return { parts, support: "form" };
}

/** Mandarin collar. */
function collar(fill: string, gold = false): Part {
  return {
    d: "M272 112Q300 104 328 112L328 134Q300 142 272 134Z",
    fill,
    shade: false,
    trims: gold ? [{ d: "M272 112Q300 104 328 112L328 134Q300 142 272 134Z", w: 10 }] : [],
  };
}

function buttons(ys: number[], o: Opts): string {
  return `<g fill="${GOLD}" stroke="${dark(o.pal.base, 0.5)}" stroke-width=".7">${ys.map((y) => `<circle cx="300" cy="${y}" r="4.2"/>`).join("")}</g>`;
}

function menKurta(o: Opts, fill = MAIN, len = 652, withPlacket = true): Part[] {
  const body = sym(
    [300, 132],
    [
      [272, 130],
      [206, 150],
      [212, 220, 226, 270],
      [226, 420],
      [220, 540],
      [214, len],
      [256, len + 4, 300, len + 4],
    ],
  );
  const s: Seg[] = [
    [178, 280, 166, 448],
    [204, 456],
    [212, 360, 229, 270],
  ];
  const cuffs: Trim[] =
    fill === MAIN ? [{ d: both([166, 448], [[204, 456]]), w: 20, paint: dark(o.pal.base, 0.12), plain: true }] : [];
  return [
    { d: closed([208, 150], s), fill, trims: cuffs, folds: both([192, 300], [[188, 350, 184, 400]]) },
    { d: mirrored([208, 150], s), fill, trims: cuffs, folds: both([192, 300], [[188, 350, 184, 400]]) },
    {
      d: body,
      fill,
      folds: both([254, 420], [[250, 540, 244, len]]) + both([262, 280], [[268, 320, 264, 360]]),
      lights: "M284 440q-2 100-4 200",
      trims: withPlacket && !o.back ? [{ d: "M300 134V310", w: 22, paint: dark(o.pal.base, 0.08), plain: true }] : [],
      over:
        withPlacket && !o.back
          ? `<path d="M289 134V310H311" fill="none" stroke="${dark(o.pal.base, 0.4)}" stroke-width="1"/>` +
            buttons([160, 200, 240, 280], o)
          : undefined,
    },
    collar(fill),
  ];
}

function menKurtaSet(o: Opts): Garment {
  return { parts: [pants(600, 764, SECOND, 232, 272, 620), ...menKurta(o)], support: "form" };
}

function nehruJacket(o: Opts): Garment {
  const jacket = sym(
    [300, 134],
    [
      [276, 132],
      [222, 150],
      [230, 200, 242, 262],
      [236, 360, 230, 470],
      [262, 478, 300, 486],
    ],
  );
  const detail = o.back
    ? ""
    : `<path d="M300 138V486" stroke="${dark(o.pal.base, 0.5)}" stroke-width="1.5"/><path d="M324 252l34-4M236 402l36-2M328 400l36 2" stroke="${dark(o.pal.base, 0.5)}" stroke-width="4" stroke-linecap="round"/>` +
      buttons([168, 220, 272, 324, 376, 428], o) +
      (o.styled ? `<path d="M330 250l8-22 6 18 8-16 4 20z" fill="${o.pal.accent}"/>` : "");
  return {
    parts: [
      pants(600, 764, SECOND, 232, 272, 620),
      ...menKurta(o, SECOND, 652, false),
      {
        d: jacket,
        fill: MAIN,
        folds: both([256, 300], [[258, 380, 254, 470]]),
        trims: [{ d: jacket, w: 6, paint: dark(o.pal.base, 0.25), plain: true }],
        over: detail,
      },
      collar(MAIN),
    ],
    support: "form",
  };
}

function sherwani(o: Opts): Garment {
  const coat = sym(
    [300, 132],
    [
      [272, 130],
      [206, 150],
      [212, 220, 226, 270],
      [230, 360, 228, 400],
      [208, 690],
      [256, 694, 300, 694],
    ],
  );
  const s: Seg[] = [
    [178, 280, 166, 448],
    [204, 456],
    [212, 360, 229, 270],
  ];
  const cuff: Trim[] = [{ d: both([166, 448], [[204, 456]]), w: 44 }];
  const parts: Part[] = [
    {
      d: sym(
        [300, 700],
        [
          [282, 766],
          [252, 766],
          [246, 700, 252, 640],
          [300, 640],
        ],
      ),
      fill: SECOND,
      folds: both([254, 730], [[266, 738, 280, 732]]) + both([254, 710], [[266, 718, 282, 712]]),
    },
    { d: closed([208, 150], s), fill: MAIN, trims: cuff },
    { d: mirrored([208, 150], s), fill: MAIN, trims: cuff },
    {
      d: coat,
      fill: MAIN,
      trims: [
        { d: "M150 690Q256 694 300 694T450 690", w: 40 },
        ...(o.back
          ? [{ d: "M300 520V700", w: 4, paint: dark(o.pal.base, 0.5), plain: true }]
          : [{ d: "M300 134V700", w: 30 }]),
      ],
      folds: both([252, 430], [[246, 560, 236, 690]]),
      over: o.back
        ? undefined
        : `<path d="M300 134V694" stroke="${dark(o.pal.base, 0.5)}" stroke-width="1.2"/>` +
          buttons([158, 196, 234, 272, 310, 348, 386], o),
    },
    collar(MAIN, true),
  ];
  if (o.styled)
    parts.push({
      d: "M334 130L392 150Q408 380 430 640L366 652Q356 400 334 130Z",
      fill: SECOND,
      edge: 8,
      opacity: 0.85,
      folds: "M356 200Q366 420 392 640",
    });
  return { parts, support: "form" };
}

function bandhgala(o: Opts): Garment {
  const coat = sym(
    [300, 132],
    [
      [274, 128],
      [204, 148],
      [214, 214, 226, 268],
      [232, 360, 226, 400],
      [222, 484],
      [262, 488, 300, 494],
    ],
  );
  const s: Seg[] = [
    [190, 300, 184, 456],
    [218, 462],
    [222, 360, 228, 270],
  ];
  const line = dark(o.pal.base, 0.45);
  const parts: Part[] = [
    {
      d: sym(
        [300, 560],
        [
          [276, 766],
          [236, 766],
          [238, 470],
          [300, 470],
        ],
      ),
      fill: SECOND,
      folds: both([256, 520], [[254, 760]]),
      lights: both([244, 560], [[242, 740]]),
    },
    { d: closed([206, 150], s), fill: MAIN, over: `<path d="M186 430l32 4" stroke="${line}" stroke-width="1.2"/>` },
    { d: mirrored([206, 150], s), fill: MAIN, over: `<path d="M414 430l-32 4" stroke="${line}" stroke-width="1.2"/>` },
    {
      d: coat,
      fill: MAIN,
      folds: both([258, 300], [[262, 380, 256, 470]]),
      over: o.back
        ? `<path d="M300 380V494" stroke="${line}" stroke-width="1.4"/>`
        : `<path d="M300 136V494" stroke="${line}" stroke-width="1.4"/><g fill="${dark(o.pal.base, 0.15)}" stroke="${line}" stroke-width="1"><path d="M232 400h40v16h-40zM328 400h40v16h-40z"/></g><path d="M326 250l34-3" stroke="${line}" stroke-width="4" stroke-linecap="round"/>` +
          buttons([160, 210, 260, 310, 360, 410, 460], o) +
          (o.styled
            ? `<path d="M330 248l10-20 8 18 10-14 2 18z" fill="${o.pal.accent}"/><circle cx="250" cy="232" r="8" fill="${GOLD}" stroke="${o.pal.accent}" stroke-width="3"/>`
            : ""),
    },
    collar(MAIN),
  ];
  return { parts, support: "form" };
}

/** Children's pieces hang on a small hanger, drawn smaller. */
function innerBack(o: Opts): Part {
  return { d: "M272 150Q300 142 328 150L328 190L272 190Z", fill: dark(o.pal.base, 0.3), shade: false };
}

function kidsFrock(o: Opts): Garment {
  const bodice = sym(
    [300, o.back ? 156 : 176],
    [
      o.back ? [286, 156, 276, 150] : [286, 172, 276, 150],
      [238, 160],
      [240, 200, 248, 236],
      [252, 300],
      [270, 304, 300, 304],
    ],
  );
  const skirt = sym(
    [300, 296],
    [
      [252, 296],
      [226, 380, 170, 480, 146, 584],
      [220, 600, 300, 602],
    ],
  );
  const puff: Seg[] = [
    [204, 150, 192, 200, 206, 226],
    [250, 232],
    [246, 196],
  ];
  const bow = o.back
    ? `<path d="M300 306l-34-18v36zM300 306l34-18v36z" fill="${o.pal.accent}"/><path d="M294 310l-14 50M306 310l14 50" stroke="${o.pal.accent}" stroke-width="8"/><circle cx="300" cy="306" r="7" fill="${dark(o.pal.accent, 0.15)}"/>`
    : `<g fill="${GOLD}" stroke="${dark(o.pal.base)}" stroke-width=".5"><circle cx="300" cy="196" r="3.5"/><circle cx="300" cy="216" r="3.5"/><circle cx="300" cy="236" r="3.5"/></g>`;
  return {
    parts: [
      innerBack(o),
      { d: closed([240, 158], puff), fill: MAIN, trims: [{ d: both([206, 226], [[250, 232]]), w: 12, paint: SECOND }] },
      {
        d: mirrored([240, 158], puff),
        fill: MAIN,
        trims: [{ d: both([206, 226], [[250, 232]]), w: 12, paint: SECOND }],
      },
      {
        d: skirt,
        fill: MAIN,
        trims: [
          { d: "M130 582Q220 600 300 602T470 582", w: 56, paint: SECOND },
          { d: "M130 556Q220 574 300 576T470 556", w: 6 },
        ],
        folds: both([270, 310], [[208, 590]]) + both([286, 310], [[256, 600]]),
        lights: both([262, 320], [[232, 560]]),
      },
      { d: bodice, fill: MAIN, trims: [{ d: "M230 300H370", w: 22, paint: o.pal.accent, plain: true }], over: bow },
    ],
    support: "hanger",
  };
}

function kidsLehenga(o: Opts): Garment {
  const choli = sym(
    [300, o.back ? 156 : 176],
    [
      o.back ? [286, 156, 276, 150] : [286, 172, 276, 150],
      [238, 160],
      [240, 200, 248, 236],
      [250, 262],
      [272, 266, 300, 266],
    ],
  );
  const puff: Seg[] = [
    [210, 160, 200, 200, 206, 226],
    [248, 232],
    [246, 196],
  ];
  const skirt = sym(
    [300, 258],
    [
      [256, 258],
      [230, 380, 170, 520, 140, 650],
      [220, 668, 300, 670],
    ],
  );
  const parts: Part[] = [
    {
      d: skirt,
      fill: SECOND,
      trims: [
        { d: "M124 648Q220 668 300 670T476 648", w: 80 },
        { d: "M240 272H360", w: 16 },
        { d: "M124 590Q220 610 300 612T476 590", w: 5, plain: true },
      ],
      folds: both([276, 320], [[200, 660]]),
    },
    innerBack(o),
    { d: closed([240, 158], puff), fill: MAIN, trims: [{ d: both([206, 226], [[248, 232]]), w: 12 }] },
    { d: mirrored([240, 158], puff), fill: MAIN, trims: [{ d: both([206, 226], [[248, 232]]), w: 12 }] },
    {
      d: choli,
      fill: MAIN,
      trims: [
        { d: "M230 264H370", w: 12 },
        ...(o.back ? [] : [{ d: "M276 150Q286 172 300 176Q314 172 324 150", w: 12 }]),
      ],
      over: o.back
        ? `<path d="M300 158v100" stroke="${dark(o.pal.base, 0.5)}" stroke-width="2"/><path d="M296 200q-14 40-8 80M304 200q14 40 8 80" fill="none" stroke="${GOLD}" stroke-width="3"/><g fill="${o.pal.accent}"><circle cx="288" cy="284" r="6"/><circle cx="312" cy="284" r="6"/></g>`
        : undefined,
    },
  ];
  parts[0]!.over = `<g clip-path="url(#kG0)">${kalis(272, 10, 26)}</g>`;
  if (o.styled)
    parts.push({
      d: "M328 152L366 160Q382 400 404 600L356 610Q346 400 328 152Z",
      fill: MAIN,
      opacity: 0.7,
      edge: 7,
      shade: false,
    });
  return { parts, support: "hanger" };
}

function kidsKurta(o: Opts): Garment {
  // the men's kurta set, drawn smaller on a hanger (see the transform in productSvg)
  const parts: Part[] = [pants(600, 764, SECOND, 232, 272, 620), ...menKurta(o, MAIN, 640)];
  if (o.styled)
    parts.push({
      d: "M334 130L392 150Q408 380 424 600L364 612Q356 400 334 130Z",
      fill: SECOND,
      edge: 8,
      opacity: 0.85,
    });
  return { parts, support: "hanger" };
}

type Kind =
  | "kurta-set"
  | "kurti-palazzo"
  | "anarkali"
  | "saree"
  | "lehenga"
  | "sharara"
  | "salwar"
  | "kaftan"
  | "kids-frock"
  | "kids-lehenga"
  | "kids-kurta"
  | "men-kurta"
  | "nehru"
  | "sherwani"
  | "bandhgala";

const GARMENTS: Record<Kind, (o: Opts) => Garment> = {
  "kurta-set": kurtaSet,
  "kurti-palazzo": kurtiPalazzo,
  anarkali,
  saree,
  lehenga,
  sharara,
  salwar: salwarSuit,
  kaftan,
  "kids-frock": kidsFrock,
  "kids-lehenga": kidsLehenga,
  "kids-kurta": kidsKurta,
  "men-kurta": menKurtaSet,
  nehru: nehruJacket,
  sherwani,
  bandhgala,
};

// ---------------------------------------------------------------------------------------------------
// Scenes

function studio(p: Pal, variant: number): string {
  const floor = mix(p.bg2, "#8a7360", 0.12);
  const shapes = [
    `<path d="M112 724V330a188 188 0 0 1 376 0v394z" fill="${p.arch}"/><path d="M96 724V330a204 204 0 0 1 408 0v394" fill="none" stroke="${mix(p.arch, "#b8923f", 0.5)}" stroke-width="2" opacity=".6"/>`,
    `<circle cx="300" cy="380" r="238" fill="${p.arch}"/><circle cx="300" cy="380" r="254" fill="none" stroke="${mix(p.arch, "#b8923f", 0.5)}" stroke-width="2" opacity=".5"/>`,
    `<rect x="96" y="60" width="408" height="700" rx="204" fill="${p.arch}"/><path d="M40 200h40M40 212h28M520 560h40M532 572h28" stroke="${mix(p.arch, "#b8923f", 0.5)}" stroke-width="2" opacity=".6"/>`,
  ];
  return (
    `<rect width="600" height="800" fill="url(#bg)"/>${shapes[variant % shapes.length]}` +
    `<rect y="724" width="600" height="76" fill="${floor}"/><rect y="724" width="600" height="3" fill="#fff" opacity=".35"/>`
  );
}

function bgDefs(p: Pal): string {
  return `<linearGradient id="bg" x2="0" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>`;
}

function dressForm(): string {
  const linen = "#e8dcc8";
  const wood = "#8b6a4b";
  const torso = sym(
    [300, 124],
    [
      [268, 126],
      [236, 130, 214, 146],
      [200, 160, 212, 210, 226, 250],
      [236, 300, 246, 310],
      [228, 360, 226, 410],
      [232, 432],
      [300, 436],
    ],
  );
  return (
    `<path d="M285 90V130Q300 136 315 130V90Z" fill="${linen}"/><path d="M285 90V130Q300 136 315 130V90Z" fill="url(#sh)"/>` +
    `<ellipse cx="300" cy="88" rx="22" ry="8" fill="${wood}"/><ellipse cx="300" cy="85" rx="14" ry="4" fill="${light(wood, 0.3)}"/>` +
    `<path d="${torso}" fill="${linen}"/><path d="${torso}" fill="url(#sh)"/>`
  );
}

function hanger(): string {
  return (
    `<path d="M300 130V76q0-30 20-30q18 0 18 18" fill="none" stroke="#9a9188" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M168 176Q300 108 432 176" fill="none" stroke="#a77b52" stroke-width="14" stroke-linecap="round"/>`
  );
}

type Spec = {
  slug: string;
  name: string;
  kind: Kind;
  motif: Motif;
  secondMotif: Motif;
  pal: Pal;
  alt: Pal;
  views: View[];
  wide?: boolean;
  props: "potli" | "bangles" | "men" | "kids-girl" | "kids-boy";
};

function patternsFor(spec: Spec, p: Pal, scale = 1): string {
  return (
    pattern("p", spec.motif, { base: p.base, motif: p.motif, accent: p.accent }, scale) +
    pattern("q", spec.secondMotif, { base: p.second, motif: p.secondMotif, accent: p.accent }, scale)
  );
}

function garmentSvg(spec: Spec, p: Pal, o: { back: boolean; styled: boolean }): { defs: string; body: string } {
  const g = GARMENTS[spec.kind]({ back: o.back, styled: o.styled, pal: p });
  const r = renderParts(g.parts, dark(p.base, 0.45), "G");
  const kids = g.support === "hanger";
  const shadow = `<g transform="translate(9 12)" opacity="${kids ? 0.16 : 0.2}" filter="url(#b)" fill="${dark(p.bg2, 0.6)}">${r.shadow}</g>`;
  let inner = shadow + r.body;
  if (spec.wide) inner = `<g transform="matrix(1.16 0 0 1 -48 0)">${inner}</g>`;
  // children's pieces: drawn smaller, centred on the wall, the hanger scaled with them
  const fit = { "kids-frock": [0.9, 93], "kids-lehenga": [0.86, 77], "kids-kurta": [0.8, 62] } as Partial<
    Record<Kind, [number, number]>
  >;
  const [s, ty] = fit[spec.kind] ?? [1, 0];
  let body = kids
    ? `<g transform="translate(${f(300 * (1 - s))} ${ty}) scale(${s})">${hanger()}${inner}</g>`
    : dressForm() + inner;
  if (!kids)
    body =
      `<ellipse cx="300" cy="770" rx="${spec.wide ? 200 : 170}" ry="14" fill="#000" opacity=".14" filter="url(#b)"/>` +
      body;
  return { defs: r.defs, body };
}

// Accessories for the styled view -------------------------------------------------------------------

function jutti(x: number, y: number, color: string, s = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0h74q16 0 22-12-4 8-14 6Q60-24 30-24 16-24 12-16L0-18z" fill="${color}"/>` +
    `<path d="M0 0h74q16 0 22-12" fill="none" stroke="${dark(color, 0.5)}" stroke-width="3"/><path d="M34-20q20 2 36 12" fill="none" stroke="${GOLD}" stroke-width="5" stroke-dasharray="4 3"/>` +
    `<circle cx="54" cy="-10" r="3" fill="${GOLD}"/></g>`
  );
}

function plinth(p: Pal): string {
  const c = mix(p.bg2, "#ffffff", 0.35);
  return (
    `<rect x="430" y="612" width="136" height="140" fill="${c}"/><rect x="430" y="612" width="136" height="140" fill="url(#sh)"/>` +
    `<ellipse cx="498" cy="752" rx="68" ry="13" fill="${dark(c, 0.08)}"/><ellipse cx="498" cy="612" rx="68" ry="13" fill="${light(c, 0.4)}"/>`
  );
}

function potli(p: Pal): string {
  return (
    `<g transform="translate(498 520)"><path d="M-34 20Q-48 70-20 86Q0 94 20 86Q48 70 34 20Q0 32-34 20Z" fill="url(#p)"/>` +
    `<path d="M-34 20Q-48 70-20 86Q0 94 20 86Q48 70 34 20Q0 32-34 20Z" fill="url(#sh)"/>` +
    `<path d="M-36 26Q0 40 36 26" fill="none" stroke="${GOLD}" stroke-width="8"/>` +
    `<path d="M-30 20Q-42 0-22-4Q-10 8 0-6Q10 8 22-4Q42 0 30 20Z" fill="${p.accent}"/>` +
    `<path d="M-6 30q-10 28-16 46M6 30q10 28 16 46" fill="none" stroke="${GOLD}" stroke-width="2.5"/><g fill="${p.accent}"><circle cx="-22" cy="80" r="5"/><circle cx="22" cy="80" r="5"/></g></g>`
  );
}

function bangles(p: Pal): string {
  const colors = [GOLD, p.accent, GOLD, p.base, GOLD];
  return `<g fill="none" stroke-width="6">${colors.map((c, i) => `<ellipse cx="498" cy="${604 - i * 8}" rx="36" ry="10" stroke="${c}"/>`).join("")}</g>`;
}

function jhumka(x: number, y: number, p: Pal): string {
  return (
    `<path d="M${x} 0V${y - 10}" stroke="${GOLD}" stroke-width="1.2" opacity=".7"/><g transform="translate(${x} ${y})"><circle r="9" fill="${GOLD}"/><circle r="4" fill="${p.accent}"/>` +
    `<path d="M-20 42Q-20 14 0 12Q20 14 20 42Z" fill="${GOLD}"/><path d="M-20 42Q0 34 20 42" fill="none" stroke="#7a4e12" stroke-width="1.5"/>` +
    `<g fill="#fbf6ea">${[-16, -8, 0, 8, 16].map((dx) => `<circle cx="${dx}" cy="48" r="3"/>`).join("")}</g></g>`
  );
}

function foldedStole(p: Pal): string {
  return (
    `<rect x="446" y="572" width="104" height="20" rx="6" fill="url(#q)"/><rect x="440" y="588" width="116" height="22" rx="6" fill="url(#p)"/><rect x="440" y="598" width="116" height="8" fill="${GOLD}"/>` +
    `<rect x="440" y="572" width="116" height="38" fill="url(#sh)"/><path d="M470 568l14-30 12 30z" fill="${p.accent}"/>`
  );
}

function sprig(): string {
  const leaves = [
    [60, 470, -30],
    [38, 520, 30],
    [70, 540, -40],
    [40, 590, 20],
    [74, 610, -35],
    [96, 430, 40],
    [110, 500, -20],
  ];
  return (
    `<path d="M50 700Q40 560 60 440M56 700Q80 580 104 420" fill="none" stroke="#7d8f6e" stroke-width="2.5"/>` +
    `<g fill="#8fa37f" opacity=".85">${leaves.map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="15" ry="8" transform="rotate(${r} ${x} ${y})"/>`).join("")}</g>` +
    `<path d="M34 640h44l-6 102H40z" fill="#d9cbb8"/><path d="M34 640h44l-6 102H40z" fill="url(#sh)"/>`
  );
}

function props(spec: Spec, p: Pal): string {
  let s = sprig() + plinth(p);
  switch (spec.props) {
    case "potli":
      s +=
        potli(p) +
        jhumka(528, 250, p) +
        jhumka(560, 300, p) +
        jutti(424, 774, p.accent) +
        jutti(448, 792, dark(p.accent, 0.1));
      break;
    case "bangles":
      s +=
        bangles(p) +
        jhumka(530, 260, p) +
        jhumka(562, 310, p) +
        jutti(424, 774, p.accent) +
        jutti(448, 792, dark(p.accent, 0.1));
      break;
    case "men":
      s += foldedStole(p) + jutti(424, 774, "#7b4a2a") + jutti(448, 792, "#6e4124");
      break;
    case "kids-girl":
      s += bangles(p) + jutti(440, 776, p.accent, 0.75) + jutti(462, 792, dark(p.accent, 0.1), 0.75);
      break;
    case "kids-boy":
      s += foldedStole(p) + jutti(440, 776, "#7b4a2a", 0.75) + jutti(462, 792, "#6e4124", 0.75);
      break;
  }
  return s;
}

// Views ---------------------------------------------------------------------------------------------

function svgDoc(title: string, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800" role="img"><title>${esc(title)}</title>` +
    `<defs>${defs}</defs>${body}</svg>\n`
  );
}

function productSvg(spec: Spec, view: View): string {
  const variant = hash(spec.slug) % 3;
  if (view === "detail") return detailSvg(spec);
  const p = view === "alt" ? spec.alt : spec.pal;
  const g = garmentSvg(spec, p, { back: view === "back", styled: view === "styled" });
  const defs = COMMON_DEFS + goldDefs() + bgDefs(p) + patternsFor(spec, p) + g.defs;
  const label = { front: "front view", back: "back view", alt: "alternate colourway", styled: "styled look" }[view];
  if (view === "styled") {
    const body = studio(p, variant + 1) + props(spec, p) + `<g transform="translate(2 78) scale(.86)">${g.body}</g>`;
    return svgDoc(`${spec.name}, ${label}`, defs, body);
  }
  return svgDoc(`${spec.name}, ${label}`, defs, studio(p, variant) + g.body);
}

function luminance(c: string): number {
  const [r, g, b] = hex(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function detailSvg(spec: Spec): string {
  const p = spec.pal;
  const close = Math.abs(luminance(p.base) - luminance(p.second)) < 0.15;
  const backdrop = close
    ? pattern("q", "dots", { base: light(p.bg, 0.3), motif: mix(p.base, p.bg, 0.4), accent: p.accent }, 2.6)
    : pattern("q", spec.secondMotif, { base: p.second, motif: p.secondMotif, accent: p.accent }, 2.6);
  const defs =
    COMMON_DEFS +
    goldDefs(2.2) +
    pattern("p", spec.motif, { base: p.base, motif: p.motif, accent: p.accent }, 2.6) +
    backdrop +
    `<radialGradient id="v" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".35"/></radialGradient>` +
    `<linearGradient id="fo" x2="1" y2=".3"><stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset=".48" stop-color="#fff" stop-opacity="0"/><stop offset=".52" stop-opacity=".16"/><stop offset=".6" stop-opacity="0"/><stop offset="1" stop-opacity=".12"/></linearGradient>`;
  const seq = [
    [130, 250],
    [210, 330],
    [390, 260],
    [470, 380],
    [160, 460],
    [330, 430],
    [440, 500],
    [250, 520],
  ];
  let tassels = "";
  for (let x = 100; x <= 500; x += 50) {
    tassels += `<path d="M${x} 672v26" stroke="${GOLD}" stroke-width="2"/><circle cx="${x}" cy="702" r="6" fill="${p.accent}"/><path d="M${x - 7} 740l7-34 7 34z" fill="${GOLD}"/>`;
  }
  const body =
    `<rect width="600" height="800" fill="url(#q)"/><rect width="600" height="800" fill="url(#v)"/>` +
    `<g transform="rotate(-9 300 430)"><rect x="64" y="196" width="472" height="476" fill="#000" opacity=".35" filter="url(#b)" transform="translate(10 16)"/>` +
    `<rect x="64" y="196" width="472" height="476" fill="url(#p)"/>` +
    `<rect x="64" y="556" width="472" height="116" fill="${GOLD}"/><rect x="64" y="556" width="472" height="116" fill="url(#z)"/>` +
    `<path d="M64 553H536M64 675H536" stroke="${p.accent}" stroke-width="7"/><path d="M64 540H536" stroke="${GOLD}" stroke-width="3" stroke-dasharray="10 6"/>` +
    `<g fill="${GOLD}">${seq.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4"/>`).join("")}</g>` +
    `<rect x="64" y="196" width="472" height="476" fill="url(#fo)"/>${tassels}</g>`;
  return svgDoc(`${spec.name}, fabric and border close-up`, defs, body);
}

// ---------------------------------------------------------------------------------------------------
// The products (slugs match src/server/db/demo-catalog.ts)

const BLUSH = "#f6e8e3";
const CREAM = "#f4eee4";
const SAGE = "#e5ebe1";
const POWDER = "#e4eaf1";
const SAND = "#efe3d3";
const LILAC = "#ece5f0";
const MIST = "#e9eeee";

const S = (
  slug: string,
  name: string,
  kind: Kind,
  motif: Motif,
  secondMotif: Motif,
  p: Pal,
  alt: Pal,
  views: View[],
  propsKind: Spec["props"],
  wide = false,
): Spec => ({ slug, name, kind, motif, secondMotif, pal: p, alt, views, props: propsKind, wide });

const FOUR: View[] = ["front", "detail", "back", "styled"];
const FOUR_ALT: View[] = ["front", "detail", "alt", "styled"];
const THREE: View[] = ["front", "detail", "styled"];
const THREE_ALT: View[] = ["front", "alt", "detail"];
const THREE_BACK: View[] = ["front", "back", "detail"];

const SPECS: Spec[] = [
  // regular
  S(
    "indigo-dabu-kurta-set",
    "Indigo Dabu Block-Print Kurta Set",
    "kurta-set",
    "block",
    "dots",
    pal("#2d4a7c", "#f1ebdf", "#c8643c", "#f1ebdf", "#2d4a7c", SAND),
    pal("#7b2d3a", "#f3e3c6", "#d89a3b", "#f3e3c6", "#7b2d3a", SAND),
    FOUR,
    "potli",
  ),
  S(
    "mustard-bandhani-kurti-palazzo",
    "Mustard Bandhani Kurti with Palazzo",
    "kurti-palazzo",
    "bandhani",
    "stripes",
    pal("#d9a23a", "#7a2020", "#2f6b4f", "#7a2020", "#d9a23a", CREAM),
    pal("#2f6b4f", "#f3d9a0", "#d9a23a", "#f3d9a0", "#2f6b4f", SAGE),
    THREE,
    "bangles",
  ),
  S(
    "rani-pink-gota-anarkali",
    "Rani Pink Gota Patti Anarkali",
    "anarkali",
    "butti",
    "dots",
    pal("#c2185b", "#f6c65b", "#f6c65b", "#f8d6e3", "#d4a23a", BLUSH),
    pal("#5b2a86", "#f6c65b", "#f6c65b", "#e6d8f2", "#d4a23a", LILAC),
    FOUR_ALT,
    "potli",
  ),
  S(
    "emerald-banarasi-saree",
    "Emerald Banarasi Silk-Blend Saree",
    "saree",
    "jaal",
    "brocade",
    pal("#17644f", "#e2c46c", "#b51f46", "#b51f46", "#e2c46c", SAGE),
    pal("#6b1530", "#e2c46c", "#17644f", "#17644f", "#e2c46c", BLUSH),
    FOUR,
    "bangles",
  ),
  S(
    "peach-blossom-lehenga",
    "Peach Blossom Lehenga with Net Dupatta",
    "lehenga",
    "jaal",
    "butti",
    pal("#f0a98e", "#fff1e6", "#b9476a", "#fbe3d8", "#d4a23a", BLUSH),
    pal("#a9c7d8", "#fffaf0", "#7b5ea7", "#eef4f8", "#d4a23a", POWDER),
    FOUR,
    "potli",
  ),
  S(
    "teal-mirror-sharara-set",
    "Teal Mirror-Work Sharara Set",
    "sharara",
    "paisley",
    "butti",
    pal("#127a80", "#f1dca0", "#e0704c", "#127a80", "#f1dca0", MIST),
    pal("#a3354f", "#f1dca0", "#f1dca0", "#a3354f", "#f1dca0", BLUSH),
    FOUR,
    "bangles",
  ),
  S(
    "ivory-chikankari-kurta",
    "Ivory Chikankari Straight Kurta",
    "kurta-set",
    "chikan",
    "dots",
    pal("#f5efe2", "#d8cab0", "#c9a45a", "#efe6d4", "#d8cab0", SAGE, "#f8f6ef"),
    pal("#e9d3d8", "#c9a8ae", "#c9a45a", "#f4e8ea", "#c9a8ae", BLUSH),
    THREE_ALT,
    "potli",
  ),
  S(
    "maroon-paisley-salwar-suit",
    "Maroon Paisley Salwar Suit with Dupatta",
    "salwar",
    "paisley",
    "butti",
    pal("#7b1e2b", "#e6b85c", "#f0d9a8", "#e8c98a", "#7b1e2b", SAND),
    pal("#1f3d6b", "#e6b85c", "#f0d9a8", "#e8c98a", "#1f3d6b", POWDER),
    FOUR,
    "potli",
  ),
  S(
    "sage-leheriya-kaftan",
    "Sage Leheriya Kaftan",
    "kaftan",
    "leheriya",
    "dots",
    pal("#9fb394", "#f5efe2", "#d9745a", "#f5efe2", "#9fb394", CREAM),
    pal("#e3a3b0", "#fff4f6", "#8a5a9e", "#fff4f6", "#e3a3b0", BLUSH),
    THREE_ALT,
    "bangles",
  ),
  S(
    "coral-ikat-cotton-kurta",
    "Coral Ikat Cotton Kurta",
    "kurta-set",
    "ikat",
    "dots",
    pal("#e0694e", "#fbe9dc", "#2c4a6e", "#f7efe6", "#e0694e", CREAM),
    pal("#2c4a6e", "#fbe9dc", "#e0694e", "#f7efe6", "#2c4a6e", POWDER),
    THREE_BACK,
    "bangles",
  ),
  S(
    "lavender-organza-anarkali",
    "Lavender Organza Anarkali Gown",
    "anarkali",
    "butti",
    "dots",
    pal("#a08fcf", "#fff6e0", "#e7c16a", "#efe9fa", "#a08fcf", LILAC),
    pal("#88b7a5", "#fff6e0", "#e7c16a", "#e8f3ee", "#88b7a5", SAGE),
    THREE,
    "potli",
  ),
  S(
    "navy-kalamkari-kurti-palazzo",
    "Navy Kalamkari Kurti with Palazzo",
    "kurti-palazzo",
    "paisley",
    "stripes",
    pal("#23325a", "#e9b86a", "#c24b3a", "#efe3cc", "#23325a", SAND),
    pal("#4f2a22", "#e9b86a", "#c24b3a", "#efe3cc", "#4f2a22", CREAM),
    THREE_ALT,
    "bangles",
  ),
  S(
    "sindoor-red-festive-lehenga",
    "Sindoor Red Festive Lehenga",
    "lehenga",
    "brocade",
    "butti",
    pal("#b3202c", "#efc76a", "#efc76a", "#f3b6a6", "#d4a23a", BLUSH),
    pal("#14505e", "#efc76a", "#efc76a", "#b8d9d6", "#d4a23a", MIST),
    FOUR_ALT,
    "bangles",
  ),
  S(
    "powder-blue-chanderi-saree",
    "Powder Blue Chanderi Saree",
    "saree",
    "butti",
    "dots",
    pal("#9dbbd9", "#f7e7b4", "#c65c7a", "#f7e7b4", "#9dbbd9", POWDER),
    pal("#f2c6c2", "#f7e7b4", "#9dbbd9", "#9dbbd9", "#f7e7b4", BLUSH),
    THREE,
    "potli",
  ),
  S(
    "mint-striped-cotton-kaftan",
    "Mint Striped Cotton Kaftan",
    "kaftan",
    "stripes",
    "dots",
    pal("#a8dcc4", "#fdfaf2", "#2f7d6a", "#fdfaf2", "#a8dcc4", MIST),
    pal("#f5c57a", "#fdfaf2", "#b4553a", "#fdfaf2", "#f5c57a", CREAM),
    THREE_BACK,
    "bangles",
  ),
  // plus
  S(
    "plus-wine-jaal-kurta-set",
    "Wine Floral Jaal Kurta Set",
    "kurta-set",
    "jaal",
    "dots",
    pal("#6e1d3a", "#eac58a", "#eac58a", "#eac58a", "#6e1d3a", BLUSH),
    pal("#1d5a52", "#eac58a", "#eac58a", "#eac58a", "#1d5a52", SAGE),
    FOUR,
    "potli",
    true,
  ),
  S(
    "plus-mustard-block-anarkali",
    "Mustard Block-Print Anarkali",
    "anarkali",
    "block",
    "dots",
    pal("#d69b2d", "#7a3424", "#2a4f7a", "#f3e3c0", "#7a3424", CREAM),
    pal("#2a4f7a", "#f3e3c0", "#d69b2d", "#f3e3c0", "#2a4f7a", POWDER),
    THREE_ALT,
    "bangles",
    true,
  ),
  S(
    "plus-indigo-shibori-kaftan",
    "Indigo Shibori Kaftan",
    "kaftan",
    "ikat",
    "dots",
    pal("#2b3f72", "#dfe6f2", "#e8b04b", "#dfe6f2", "#2b3f72", POWDER),
    pal("#5e2f5c", "#f2e3ef", "#e8b04b", "#f2e3ef", "#5e2f5c", LILAC),
    THREE,
    "potli",
    true,
  ),
  S(
    "plus-rose-salwar-suit",
    "Rose Butti Salwar Suit",
    "salwar",
    "butti",
    "dots",
    pal("#d9788e", "#fff1d6", "#6b2d4a", "#f8e2e6", "#d9788e", BLUSH),
    pal("#7a9a6a", "#fff1d6", "#6b2d4a", "#edf2e6", "#7a9a6a", SAGE),
    THREE_BACK,
    "potli",
    true,
  ),
  S(
    "plus-olive-striped-kurti-palazzo",
    "Olive Striped Kurti with Palazzo",
    "kurti-palazzo",
    "stripes",
    "dots",
    pal("#7c8450", "#efe6cf", "#c0623a", "#efe6cf", "#7c8450", CREAM),
    pal("#8a3b2e", "#efe6cf", "#d9a23a", "#efe6cf", "#8a3b2e", SAND),
    THREE,
    "bangles",
    true,
  ),
  // kids
  S(
    "kids-sunshine-floral-frock",
    "Sunshine Floral Cotton Frock",
    "kids-frock",
    "block",
    "dots",
    pal("#f2c14e", "#ffffff", "#e0567a", "#ffffff", "#f2c14e", CREAM),
    pal("#9fd3e6", "#ffffff", "#e0567a", "#ffffff", "#9fd3e6", POWDER),
    THREE_BACK,
    "kids-girl",
  ),
  S(
    "kids-rani-lehenga-choli",
    "Little Rani Pink Lehenga Choli",
    "kids-lehenga",
    "butti",
    "brocade",
    pal("#d81b60", "#f6c65b", "#f6c65b", "#e8428a", "#f6c65b", BLUSH),
    pal("#6a3fa0", "#f6c65b", "#f6c65b", "#8a5fc0", "#f6c65b", LILAC),
    FOUR_ALT,
    "kids-girl",
  ),
  S(
    "kids-sky-kurta-pajama",
    "Boys' Sky Blue Kurta Pajama",
    "kids-kurta",
    "stripes",
    "dots",
    pal("#8fbde0", "#f4f8fc", "#2c4f7a", "#fbf8f1", "#cfc6b4", POWDER),
    pal("#f0c36a", "#fff8e8", "#a04a2a", "#fbf8f1", "#cfc6b4", CREAM),
    THREE_ALT,
    "kids-boy",
  ),
  S(
    "kids-mint-gingham-frock",
    "Mint Gingham Frock",
    "kids-frock",
    "checks",
    "dots",
    pal("#9fd8c0", "#ffffff", "#f08a6a", "#ffffff", "#9fd8c0", MIST),
    pal("#f4b4c4", "#ffffff", "#7a5ab0", "#ffffff", "#f4b4c4", BLUSH),
    THREE,
    "kids-girl",
  ),
  S(
    "kids-festive-silk-kurta",
    "Boys' Festive Silk Kurta Set",
    "kids-kurta",
    "brocade",
    "dots",
    pal("#b3462e", "#e8c26a", "#e8c26a", "#f5ecd8", "#d9c8a4", SAND),
    pal("#1f5a4a", "#e8c26a", "#e8c26a", "#f5ecd8", "#d9c8a4", SAGE),
    THREE,
    "kids-boy",
  ),
  S(
    "kids-peach-jaal-lehenga",
    "Peach Jaal Lehenga Set",
    "kids-lehenga",
    "jaal",
    "butti",
    pal("#f4a98c", "#fff4e8", "#3f8a7a", "#3f8a7a", "#f4c98c", CREAM),
    pal("#f2d46b", "#fff4e8", "#c2185b", "#c2185b", "#f2d46b", BLUSH),
    THREE_BACK,
    "kids-girl",
  ),
  // men
  S(
    "mens-white-chikankari-kurta",
    "Men's White Chikankari Kurta Set",
    "men-kurta",
    "chikan",
    "dots",
    pal("#f7f4ec", "#dcd3c0", "#b89a5a", "#ece6d8", "#dcd3c0", SAGE, "#fbfaf5"),
    pal("#cfe0ea", "#a9bfcf", "#b89a5a", "#ece6d8", "#a9bfcf", POWDER),
    THREE_ALT,
    "men",
  ),
  S(
    "mens-navy-brocade-nehru-jacket",
    "Navy Brocade Nehru Jacket",
    "nehru",
    "brocade",
    "dots",
    pal("#1f2b4d", "#c9a44e", "#c9a44e", "#f3eee2", "#e2dac8", POWDER),
    pal("#5a1f2b", "#c9a44e", "#c9a44e", "#f3eee2", "#e2dac8", BLUSH),
    FOUR,
    "men",
  ),
  S(
    "mens-ivory-gold-sherwani",
    "Ivory and Gold Wedding Sherwani",
    "sherwani",
    "brocade",
    "dots",
    pal("#efe4c8", "#c9a04a", "#8a2a3a", "#f7f1e2", "#e0d5b8", SAND, "#f7efe0"),
    pal("#2b3a2e", "#c9a04a", "#c9a04a", "#f7f1e2", "#e0d5b8", SAGE),
    FOUR,
    "men",
  ),
  S(
    "mens-charcoal-bandhgala",
    "Charcoal Jodhpuri Bandhgala Suit",
    "bandhgala",
    "twill",
    "twill",
    pal("#3a3d44", "#8a8f99", "#b79248", "#3a3d44", "#8a8f99", MIST),
    pal("#20365a", "#8a8f99", "#b79248", "#20365a", "#8a8f99", POWDER),
    THREE_ALT,
    "men",
  ),
  S(
    "mens-mustard-block-kurta",
    "Men's Mustard Block-Print Kurta",
    "men-kurta",
    "block",
    "dots",
    pal("#d3a03a", "#6b3a1e", "#2d4a6e", "#f3ecdc", "#cfc6b4", CREAM),
    pal("#3d6b5a", "#f3ecdc", "#d3a03a", "#f3ecdc", "#cfc6b4", SAGE),
    THREE,
    "men",
  ),
  S(
    "mens-maroon-paisley-nehru-set",
    "Maroon Paisley Nehru Jacket Set",
    "nehru",
    "paisley",
    "dots",
    pal("#6a1c2a", "#d8b15e", "#d8b15e", "#f1e9d8", "#ddd2bc", BLUSH),
    pal("#24473f", "#d8b15e", "#d8b15e", "#f1e9d8", "#ddd2bc", SAGE),
    THREE_BACK,
    "men",
  ),
];

// ---------------------------------------------------------------------------------------------------
// Placeholders: neutral line drawings, clearly "no photo"

function placeholder(n: number): string {
  const bg = "#efebe6";
  const ink = "#b9b0a5";
  const soft = "#e2dcd4";
  const frame = `<rect width="600" height="800" fill="${bg}"/><rect x="24" y="24" width="552" height="752" rx="18" fill="none" stroke="${soft}" stroke-width="4" stroke-dasharray="14 10"/>`;
  const caption = `<g fill="${ink}"><rect x="220" y="650" width="160" height="12" rx="6"/><rect x="250" y="674" width="100" height="10" rx="5" opacity=".6"/></g>`;
  const L = `fill="none" stroke="${ink}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"`;
  const art = [
    // hanger
    `<path d="M300 300v-36q0-30 24-30t22 24" ${L}/><path d="M300 300L150 420h300z" ${L}/><path d="M186 420h228" stroke="${soft}" stroke-width="18"/>`,
    // dress form
    `<path d="M285 190v-24h30v24" ${L}/><path d="M250 200q50-16 100 0q34 60 8 120q-16 40 8 100q-66 24-132 0q24-60 8-100q-26-60 8-120z" fill="${soft}" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/><path d="M300 420v140M250 580l50-20 50 20" ${L}/>`,
    // folded fabric stack
    `<g fill="${soft}" stroke="${ink}" stroke-width="8" stroke-linejoin="round"><rect x="170" y="420" width="260" height="64" rx="14"/><rect x="186" y="356" width="228" height="64" rx="14"/><rect x="202" y="292" width="196" height="64" rx="14"/></g><path d="M170 452h260M186 388h228M202 324h196" stroke="${ink}" stroke-width="4" stroke-dasharray="10 10"/>`,
    // shopping bag
    `<path d="M190 300h220l20 260H170z" fill="${soft}" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/><path d="M250 330v-40a50 50 0 0 1 100 0v40" ${L}/><circle cx="250" cy="332" r="7" fill="${ink}"/><circle cx="350" cy="332" r="7" fill="${ink}"/>`,
  ][n - 1];
  const names = ["hanger", "dress form", "folded fabric", "shopping bag"];
  return svgDoc(`Image unavailable (${names[n - 1]} placeholder)`, "", frame + art + caption);
}

// ---------------------------------------------------------------------------------------------------

function main(): void {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const productsDir = join(root, "public", "demo", "products");
  const placeholdersDir = join(root, "public", "placeholders");
  rmSync(productsDir, { recursive: true, force: true });
  mkdirSync(productsDir, { recursive: true });
  mkdirSync(placeholdersDir, { recursive: true });

  const written = new Map<string, number>();
  const slugs = new Set<string>();
  for (const spec of SPECS) {
    if (slugs.has(spec.slug)) throw new Error(`duplicate slug ${spec.slug}`);
    slugs.add(spec.slug);
    spec.views.forEach((view, i) => {
      const file = `${spec.slug}-${i + 1}.svg`;
      const svg = productSvg(spec, view);
      writeFileSync(join(productsDir, file), svg);
      written.set(`/demo/products/${file}`, svg.length);
    });
  }
  for (let n = 1; n <= 4; n++) {
    const svg = placeholder(n);
    writeFileSync(join(placeholdersDir, `fashion-${n}.svg`), svg);
    written.set(`/placeholders/fashion-${n}.svg`, svg.length);
  }

  // the catalog must reference exactly the images made here
  const referenced = new Set(demoProducts(new Date()).flatMap((p) => p.images));
  const missing = [...referenced].filter((u) => !written.has(u));
  const unused = readdirSync(productsDir)
    .map((f) => `/demo/products/${f}`)
    .filter((u) => !referenced.has(u));
  if (missing.length > 0 || unused.length > 0) {
    throw new Error(
      `catalog and images disagree; missing: ${missing.join(", ") || "none"}; unused: ${unused.join(", ") || "none"}`,
    );
  }

  const sizes = [...written.values()];
  const big = [...written].filter(([, size]) => size > 12 * 1024);
  const total = sizes.reduce((a, b) => a + b, 0);
  console.log(
    `wrote ${written.size} SVG files, ${(total / 1024).toFixed(0)} KB in all, largest ${(Math.max(...sizes) / 1024).toFixed(1)} KB`,
  );
  if (big.length > 0)
    console.log(`over 12 KB: ${big.map(([u, s]) => `${u} (${(s / 1024).toFixed(1)} KB)`).join(", ")}`);
}

main();
