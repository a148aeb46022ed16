import sanitizeHtml from 'sanitize-html';

/**
 * Announcement HTML for a site whose Content Security Policy forbids inline styles (issue 21,
 * finding 5): only an allow-list of tags and attributes survives, and the inline styles merchants
 * use (alignment, weight, italics, underline, size, colour) become `ann-*` classes of the player
 * site's stylesheet, so nothing needs `style-src 'unsafe-inline'`. Other styles, classes, scripts,
 * handlers and non-http(s) links are dropped.
 */
export function sanitizeAnnouncementHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Colours an announcement may use; any CSS colour is mapped to the nearest of them. */
const PALETTE: Record<string, [number, number, number]> = {
  red: [229, 57, 53],
  orange: [251, 140, 0],
  yellow: [253, 216, 53],
  green: [67, 160, 71],
  teal: [0, 137, 123],
  blue: [30, 136, 229],
  purple: [142, 36, 170],
  pink: [216, 27, 96],
  gray: [128, 128, 128],
  white: [255, 255, 255],
  black: [0, 0, 0],
};
const NAMED: Record<string, [number, number, number]> = {
  ...PALETTE,
  grey: PALETTE.gray as [number, number, number],
  gold: [255, 215, 0],
  crimson: [220, 20, 60],
  navy: [0, 0, 128],
  lime: [0, 255, 0],
  cyan: [0, 255, 255],
  magenta: [255, 0, 255],
  silver: [192, 192, 192],
  maroon: [128, 0, 0],
  olive: [128, 128, 0],
};

/** The palette name nearest to a CSS colour (hex, rgb() or a common name), or undefined. */
export function nearestPaletteColour(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  let rgb: [number, number, number] | undefined;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(v)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    rgb = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  } else {
    const fn = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(v);
    if (fn) rgb = [Number(fn[1]), Number(fn[2]), Number(fn[3])];
    else if (Object.hasOwn(NAMED, v)) rgb = NAMED[v];
  }
  if (!rgb) return undefined;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [name, [r, g, b]] of Object.entries(PALETTE)) {
    const distance = (rgb[0] - r) ** 2 + (rgb[1] - g) ** 2 + (rgb[2] - b) ** 2;
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}

function sizeClass(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  if (['x-small', 'xx-small', 'small', 'smaller'].includes(v)) return 'ann-size-small';
  if (['large', 'larger'].includes(v)) return 'ann-size-large';
  if (['x-large', 'xx-large', 'xxx-large'].includes(v)) return 'ann-size-xlarge';
  const px = /^(\d+(?:\.\d+)?)(px|pt|em|rem)$/.exec(v);
  if (!px) return undefined;
  const size = Number(px[1]) * (px[2] === 'pt' ? 4 / 3 : px[2] === 'px' ? 1 : 16);
  if (size < 13) return 'ann-size-small';
  if (size >= 24) return 'ann-size-xlarge';
  if (size >= 18) return 'ann-size-large';
  return undefined;
}

/** The `ann-*` classes an inline style maps to (declarations outside the allow-list are dropped). */
export function classesOfStyle(style: string): string[] {
  const classes: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim()
      .toLowerCase();
    if (property === 'text-align' && ['left', 'center', 'right', 'justify'].includes(value))
      classes.push(`ann-align-${value}`);
    else if (property === 'font-weight' && (value === 'bold' || value === 'bolder' || Number(value) >= 600))
      classes.push('ann-bold');
    else if (property === 'font-style' && value === 'italic') classes.push('ann-italic');
    else if (property === 'text-decoration' || property === 'text-decoration-line') {
      if (value.includes('underline')) classes.push('ann-underline');
      if (value.includes('line-through')) classes.push('ann-strike');
    } else if (property === 'font-size') {
      const size = sizeClass(value);
      if (size) classes.push(size);
    } else if (property === 'color' || property === 'background-color') {
      const colour = nearestPaletteColour(value);
      if (colour) classes.push(property === 'color' ? `ann-color-${colour}` : `ann-bg-${colour}`);
    }
  }
  return [...new Set(classes)];
}

/** Every class the sanitiser may emit (the player site's stylesheet defines each). */
export const ANNOUNCEMENT_CLASSES: readonly string[] = [
  ...['left', 'center', 'right', 'justify'].map((a) => `ann-align-${a}`),
  'ann-bold',
  'ann-italic',
  'ann-underline',
  'ann-strike',
  'ann-size-small',
  'ann-size-large',
  'ann-size-xlarge',
  ...Object.keys(PALETTE).flatMap((c) => [`ann-color-${c}`, `ann-bg-${c}`]),
];

const TAGS = [
  'p',
  'br',
  'div',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'small',
  'sub',
  'sup',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'a',
  'img',
  'font',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    '*': ['class'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedClasses: { '*': [...ANNOUNCEMENT_CLASSES] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    '*': (tagName, attribs) => {
      const { style, color, align, class: given, ...rest } = attribs;
      // Classes already given survive only if they are ours (allowedClasses), so cleaning twice is a no-op.
      const classes = [
        ...new Set([
          ...(given ?? '').split(/\s+/).filter((name) => ANNOUNCEMENT_CLASSES.includes(name)),
          ...classesOfStyle(
            [style ?? '', color ? `color:${color}` : '', align ? `text-align:${align}` : ''].join(';'),
          ),
        ]),
      ];
      // A legacy <font color> becomes a span with the colour's class.
      const tag = tagName === 'font' ? 'span' : tagName;
      const extra: Record<string, string> =
        tag === 'a' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
      return {
        tagName: tag,
        attribs: { ...rest, ...extra, ...(classes.length > 0 ? { class: classes.join(' ') } : {}) },
      };
    },
  },
};
