import { createHash } from 'node:crypto';

/**
 * Generated covers for the seeded programs (decision 052): a gradient in the category's hue, a faint pattern and the
 * category's motif, drawn pixel by pixel from signed distance functions. Pure and deterministic: the same program
 * key and category give the same pixels on every machine, with no fonts, files or SVG decoder involved.
 */
export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 360;

export type CoverPixels = { data: Buffer; width: number; height: number; channels: 3 };

/** Signed distance from a point to a shape, in cover heights (negative inside). The centre is (0, 0), y points down. */
type Sdf = (x: number, y: number) => number;
type Rgb = [number, number, number];
type Motif = { shape: Sdf; accent: Sdf };
type Random = () => number;

const CATEGORY_HUE: Record<string, number> = {
  'fitness-running': 8,
  'sleep-recovery': 238,
  nutrition: 128,
  'mental-wellbeing': 178,
  'career-productivity': 212,
  'money-finance': 42,
  'business-ecommerce': 268,
  languages: 24,
  creativity: 318,
  'parenting-family': 345,
  'life-events': 196,
};

const length = (x: number, y: number) => Math.sqrt(x * x + y * y);
const circle =
  (cx: number, cy: number, r: number): Sdf =>
  (x, y) =>
    length(x - cx, y - cy) - r;
const box =
  (cx: number, cy: number, halfWidth: number, halfHeight: number, round = 0): Sdf =>
  (x, y) => {
    const dx = Math.abs(x - cx) - halfWidth + round;
    const dy = Math.abs(y - cy) - halfHeight + round;
    return length(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0) - round;
  };
/** An equilateral triangle pointing up, centred on (cx, cy) (Inigo Quilez's formula, with y flipped). */
const triangle =
  (cx: number, cy: number, r: number): Sdf =>
  (x, y) => {
    const k = Math.sqrt(3);
    let px = Math.abs(x - cx) - r;
    let py = -(y - cy) + r / k;
    if (px + k * py > 0) {
      const folded = (px - k * py) / 2;
      py = (-k * px - py) / 2;
      px = folded;
    }
    px -= Math.min(Math.max(px, -2 * r), 0);
    return -length(px, py) * Math.sign(py);
  };
const outline =
  (shape: Sdf, width: number): Sdf =>
  (x, y) =>
    Math.abs(shape(x, y)) - width / 2;
const rotated = (shape: Sdf, cx: number, cy: number, angle: number): Sdf => {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return (x, y) => shape(cx + (x - cx) * cos + (y - cy) * sin, cy - (x - cx) * sin + (y - cy) * cos);
};
const union =
  (...shapes: Sdf[]): Sdf =>
  (x, y) => {
    let d = Infinity;
    for (const shape of shapes) d = Math.min(d, shape(x, y));
    return d;
  };
const minus =
  (shape: Sdf, cut: Sdf): Sdf =>
  (x, y) =>
    Math.max(shape(x, y), -cut(x, y));
const both =
  (a: Sdf, b: Sdf): Sdf =>
  (x, y) =>
    Math.max(a(x, y), b(x, y));
const NOTHING: Sdf = () => Infinity;

/** Each category's motif around (cx, cy); `random` varies the details from program to program. */
const MOTIFS: Record<string, (cx: number, cy: number, random: Random) => Motif> = {
  'fitness-running': (cx, cy, random) => {
    const track = box(cx, cy, 0.36, 0.2, 0.2);
    const angle = random() * Math.PI * 2;
    return {
      shape: union(outline(track, 0.06), outline(box(cx, cy, 0.27, 0.11, 0.11), 0.012)),
      accent: circle(cx + Math.cos(angle) * 0.3, cy + Math.sin(angle) * 0.16, 0.045),
    };
  },
  'sleep-recovery': (cx, cy, random) => ({
    shape: minus(circle(cx, cy, 0.25), circle(cx + 0.11, cy - 0.08, 0.22)),
    accent: union(
      ...Array.from({ length: 4 }, () => circle(cx - 0.1 + random() * 0.45, cy - 0.35 + random() * 0.6, 0.012)),
    ),
  }),
  nutrition: (cx, cy, random) => {
    const angle = -0.5 - random() * 0.5;
    const leaf = rotated(both(circle(cx - 0.13, cy, 0.28), circle(cx + 0.13, cy, 0.28)), cx, cy, angle);
    return { shape: leaf, accent: rotated(box(cx, cy, 0.008, 0.2), cx, cy, angle) };
  },
  'mental-wellbeing': (cx, cy) => ({
    shape: union(...[0.12, 0.22, 0.32, 0.42].map((r) => outline(circle(cx, cy, r), 0.025))),
    accent: circle(cx, cy, 0.05),
  }),
  'career-productivity': (cx, cy, random) => {
    const heights = [0.14, 0.24, 0.34, 0.46].map((h) => h * (0.9 + random() * 0.2));
    const bars = heights.map((h, i) => box(cx - 0.27 + i * 0.18, cy + 0.26 - h / 2, 0.06, h / 2, 0.02));
    return { shape: union(...bars), accent: circle(cx + 0.27, cy + 0.18 - (heights[3] ?? 0.4), 0.04) };
  },
  'money-finance': (cx, cy, random) => {
    const stacks = [3, 5, 4].map((n, s) =>
      union(
        ...Array.from({ length: n + Math.floor(random() * 2) }, (_, i) =>
          box(cx - 0.3 + s * 0.2, cy + 0.25 - i * 0.07, 0.08, 0.025, 0.025),
        ),
      ),
    );
    return { shape: union(...stacks), accent: outline(circle(cx + 0.3, cy - 0.2, 0.1), 0.03) };
  },
  'business-ecommerce': (cx, cy, random) => {
    const cells = Array.from({ length: 9 }, (_, i) => ({ col: i % 3, row: Math.floor(i / 3), keep: random() > 0.2 }));
    const at = (col: number, row: number) => box(cx - 0.2 + col * 0.2, cy - 0.2 + row * 0.2, 0.08, 0.08, 0.02);
    const lit = cells[Math.floor(random() * cells.length)] ?? { col: 1, row: 1 };
    return { shape: union(...cells.filter((c) => c.keep).map((c) => at(c.col, c.row))), accent: at(lit.col, lit.row) };
  },
  languages: (cx, cy) => ({
    shape: union(box(cx - 0.08, cy - 0.08, 0.24, 0.14, 0.06), triangle(cx - 0.2, cy + 0.09, 0.06)),
    accent: union(box(cx + 0.18, cy + 0.16, 0.16, 0.09, 0.05), triangle(cx + 0.27, cy + 0.26, 0.04)),
  }),
  creativity: (cx, cy, random) => ({
    shape: union(circle(cx - 0.16, cy - 0.08, 0.16), box(cx + 0.16, cy + 0.12, 0.12, 0.12, 0.01)),
    accent: rotated(triangle(cx + 0.05, cy - 0.12, 0.13), cx + 0.05, cy - 0.12, random() * 0.6 - 0.3),
  }),
  'parenting-family': (cx, cy) => ({
    shape: union(circle(cx - 0.2, cy + 0.02, 0.2), circle(cx + 0.12, cy + 0.08, 0.14)),
    accent: circle(cx + 0.32, cy + 0.14, 0.08),
  }),
  'life-events': (cx, cy, random) => {
    const horizon = cy + 0.1;
    const sky: Sdf = (_x, y) => y - horizon;
    const rays = Array.from({ length: 7 }, (_, i) => {
      const angle = Math.PI + ((i + 0.5) / 7) * Math.PI;
      return rotated(
        box(cx + Math.cos(angle) * 0.33, horizon + Math.sin(angle) * 0.33, 0.05, 0.012, 0.012),
        cx + Math.cos(angle) * 0.33,
        horizon + Math.sin(angle) * 0.33,
        -angle,
      );
    });
    return {
      shape: union(box(cx, horizon + 0.03, 0.5, 0.012, 0.012), both(union(...rays), sky)),
      accent: both(circle(cx, horizon, 0.2 + random() * 0.04), sky),
    };
  },
};

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 360;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + h * 12) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

function randomFor(key: string): Random {
  const bytes = createHash('sha256').update(`cover:${key}`).digest();
  let i = 0;
  return () => {
    const value = bytes.readUInt32BE(i % 28) / 0x1_0000_0000;
    i += 4;
    if (i >= 28) bytes.set(createHash('sha256').update(bytes).digest());
    i %= 28;
    return value;
  };
}

/** A faint texture behind the motif: dots, stripes, rings or waves. Returns coverage 0..1. */
function patternOf(random: Random): (x: number, y: number) => number {
  const kind = Math.floor(random() * 4);
  const scale = 0.06 + random() * 0.04;
  const smooth = (d: number) => Math.min(1, Math.max(0, 0.5 - d * COVER_HEIGHT));
  if (kind === 0) {
    return (x, y) => {
      const fx = x / scale - Math.round(x / scale);
      const fy = y / scale - Math.round(y / scale);
      return smooth(length(fx, fy) * scale - scale * 0.12);
    };
  }
  if (kind === 1) {
    return (x, y) => {
      const u = ((x + y) * Math.SQRT1_2) / scale;
      return smooth((Math.abs(u - Math.floor(u) - 0.5) - 0.15) * scale);
    };
  }
  if (kind === 2) return (x, y) => smooth(Math.abs((length(x + 0.9, y + 0.5) % scale) - scale / 2) - scale * 0.08);
  return (x, y) => smooth(Math.abs(((y + Math.sin(x * 9) * 0.03) % scale) + (y < 0 ? scale : 0) - scale / 2) - 0.004);
}

const TILE = 8;

/**
 * How much of each pixel `shape` covers (antialiased over one pixel). The distance is read at each 8x8 tile's centre
 * first: a tile wholly inside or outside the shape is filled at once, so only tiles on an edge cost a call per pixel
 * (a motif's few shapes would otherwise take about 150 ms a cover).
 */
function coverageOf(shape: Sdf, width: number, height: number): Float32Array {
  const coverage = new Float32Array(width * height);
  const reach = (TILE * Math.SQRT1_2 + 1) / height;
  const toX = (px: number) => (px + 0.5 - width / 2) / height;
  const toY = (py: number) => (py + 0.5 - height / 2) / height;
  for (let ty = 0; ty < height; ty += TILE) {
    for (let tx = 0; tx < width; tx += TILE) {
      const yEnd = Math.min(height, ty + TILE);
      const xEnd = Math.min(width, tx + TILE);
      const centre = shape(toX(tx + TILE / 2 - 0.5), toY(ty + TILE / 2 - 0.5));
      if (centre > reach) continue;
      for (let py = ty; py < yEnd; py++) {
        for (let px = tx; px < xEnd; px++) {
          coverage[py * width + px] =
            centre < -reach ? 1 : Math.min(1, Math.max(0, 0.5 - shape(toX(px), toY(py)) * height));
        }
      }
    }
  }
  return coverage;
}

/** The cover of one seeded program, as raw RGB pixels. */
export function coverPixels(key: string, category: string): CoverPixels {
  const random = randomFor(key);
  const hue = (CATEGORY_HUE[category] ?? 200) + (random() - 0.5) * 24;
  const from = hsl(hue, 0.55, 0.2);
  const to = hsl(hue + 24, 0.6, 0.42);
  const ink = hsl(hue, 0.6, 0.86);
  const accentInk = hsl(hue + 40, 0.85, 0.64);
  const angle = random() * Math.PI * 2;
  const [gx, gy] = [Math.cos(angle), Math.sin(angle)];
  const pattern = patternOf(random);
  const motif = (MOTIFS[category] ?? ((cx, cy) => ({ shape: circle(cx, cy, 0.3), accent: NOTHING })))(
    0.32 + random() * 0.12,
    (random() - 0.5) * 0.06,
    random,
  );

  const width = COVER_WIDTH;
  const height = COVER_HEIGHT;
  const shape = coverageOf(motif.shape, width, height);
  const accent = coverageOf(motif.accent, width, height);
  const data = Buffer.alloc(width * height * 3);
  for (let py = 0, p = 0; py < height; py++) {
    const y = (py + 0.5 - height / 2) / height;
    for (let px = 0; px < width; px++, p++) {
      const x = (px + 0.5 - width / 2) / height;
      const t = Math.min(1, Math.max(0, 0.5 + (x * gx + y * gy) * 0.6));
      const texture = pattern(x, y) * 0.07;
      const s = shape[p]! * 0.88;
      const a = accent[p]!;
      for (let c = 0; c < 3; c++) {
        let value = from[c]! + (to[c]! - from[c]!) * t;
        value += (255 - value) * texture;
        value += (ink[c]! - value) * s;
        value += (accentInk[c]! - value) * a;
        data[p * 3 + c] = value + 0.5;
      }
    }
  }
  return { data, width, height, channels: 3 };
}
