// Renders the landing page's hero clip: a putt rolling across a green and dropping for a birdie while the
// scorecard beside it fills in. Every frame is an SVG drawn here, rasterised with sharp (librsvg), then
// encoded with ffmpeg into a VP9 WebM and an H.264 MP4, plus a WebP poster. No text in the picture, only
// numbers, so one clip serves all 12 languages.
//
//   node apps/web/scripts/make-hero-video.mjs [outDir=apps/web/public/media]
//   PREVIEW=1.2,3.9 node apps/web/scripts/make-hero-video.mjs /tmp/hero   (stills only, to look at)
//
// Needs ffmpeg on the PATH (Debian: apt-get install ffmpeg) and sharp (installed for apps/server; resolved
// from the repository's node_modules). The clip loops seamlessly: frame 0 follows the last frame.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(process.argv[2] ?? join(here, '..', 'public', 'media'));

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 25;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
/** The moment shown by the poster (and to visitors who prefer reduced motion): the putt on its way, its line still showing. */
const POSTER_AT = 2.2;

// ---------- timing helpers ----------

const clamp = (value, min = 0, max = 1) => Math.min(max, Math.max(min, value));
/** 0 before `start`, 1 after `end`, linear in between. */
const phase = (t, start, end) => clamp((t - start) / (end - start));
const easeOut = (u) => 1 - (1 - u) ** 3;
/** A rolling ball slows down evenly: quadratic ease-out. */
const rollEase = (u) => 1 - (1 - u) ** 2;
const easeInOut = (u) => (u < 0.5 ? 4 * u ** 3 : 1 - (-2 * u + 2) ** 3 / 2);
const lerp = (a, b, u) => a + (b - a) * u;
const fmt = (value) => Number(value.toFixed(2));

// ---------- the scene ----------

const HOLE = { x: 610, y: 318 };
const START = { x: 232, y: 600 };
// The putt breaks from right to left: a cubic Bézier from the ball to the cup.
const PATH = [START, { x: 300, y: 400 }, { x: 470, y: 276 }, HOLE];

function bezier(u) {
  const [p0, p1, p2, p3] = PATH;
  const v = 1 - u;
  return {
    x: v ** 3 * p0.x + 3 * v ** 2 * u * p1.x + 3 * v * u ** 2 * p2.x + u ** 3 * p3.x,
    y: v ** 3 * p0.y + 3 * v ** 2 * u * p1.y + 3 * v * u ** 2 * p2.y + u ** 3 * p3.y,
  };
}

const PAR = [4, 3, 5, 4, 4, 3, 5, 4, 4];
const SCORE = [4, 3, 6, 4, 3, 3, 5, 5, 3];

const COLORS = {
  rough: '#2c6e40',
  stripeA: '#378048',
  stripeB: '#3f8c51',
  fringe: '#57a86f',
  green: '#74c48f',
  greenLight: '#8fd3a6',
  sand: '#ebdfbf',
  sandEdge: '#d4c398',
  cup: '#0b1510',
  stick: '#f6f5ef',
  flag: '#f2c94c',
  flagShade: '#d9ac2c',
  card: '#ffffff',
  ink: '#102019',
  muted: '#6b7a71',
  line: '#e3e0d4',
  brand: '#14532d',
  birdie: '#c2410c',
  bogey: '#1d4ed8',
};

function background() {
  const stripes = [];
  // Mowing stripes, diagonal, across the whole frame.
  for (let i = -8; i < 20; i += 1) {
    const x = i * 110;
    stripes.push(
      `<polygon points="${x},0 ${x + 110},0 ${x + 110 - 360},${HEIGHT} ${x - 360},${HEIGHT}" fill="${i % 2 ? COLORS.stripeA : COLORS.stripeB}"/>`,
    );
  }
  return `
    <rect width="${WIDTH}" height="${HEIGHT}" fill="${COLORS.rough}"/>
    <g opacity="0.9">${stripes.join('')}</g>
    <!-- the green: fringe, surface with its light, and a bunker guarding the left -->
    <ellipse cx="520" cy="400" rx="452" ry="272" fill="${COLORS.fringe}"/>
    <ellipse cx="520" cy="400" rx="432" ry="254" fill="url(#green)"/>
    <path d="M70 160 C 40 90 150 40 230 70 C 300 95 250 150 300 190 C 340 225 240 270 170 250 C 110 232 95 205 70 160 Z"
      fill="${COLORS.sand}" stroke="${COLORS.sandEdge}" stroke-width="6"/>
    <path d="M760 650 C 800 600 900 610 920 650 C 935 690 860 720 800 712 C 760 706 740 680 760 650 Z"
      fill="${COLORS.sand}" stroke="${COLORS.sandEdge}" stroke-width="6"/>`;
}

function defs() {
  return `
    <defs>
      <radialGradient id="green" cx="0.45" cy="0.38" r="0.7">
        <stop offset="0" stop-color="${COLORS.greenLight}"/>
        <stop offset="1" stop-color="${COLORS.green}"/>
      </radialGradient>
      <radialGradient id="ball" cx="0.35" cy="0.3" r="0.75">
        <stop offset="0" stop-color="#ffffff"/>
        <stop offset="0.6" stop-color="#f1f1ec"/>
        <stop offset="1" stop-color="#c9cbc2"/>
      </radialGradient>
      <filter id="cardShadow" x="-20%" y="-20%" width="140%" height="150%">
        <feDropShadow dx="0" dy="10" stdDeviation="14" flood-color="#06140c" flood-opacity="0.35"/>
      </filter>
    </defs>`;
}

function flag(t) {
  // The flag waves with a 2-second period: 8 s holds four waves, so the loop is seamless.
  const wave = Math.sin((2 * Math.PI * t) / 2);
  const top = { x: HOLE.x, y: 96 };
  const tipX = top.x + 118;
  const tipY = top.y + 34 + wave * 5;
  const bend = wave * 9;
  return `
    <line x1="${HOLE.x}" y1="${HOLE.y}" x2="${HOLE.x + 120}" y2="${HOLE.y + 36}" stroke="#0b1510" stroke-opacity="0.22" stroke-width="7" stroke-linecap="round"/>
    <line x1="${HOLE.x}" y1="${HOLE.y}" x2="${top.x}" y2="${top.y}" stroke="${COLORS.stick}" stroke-width="7" stroke-linecap="round"/>
    <path d="M${top.x} ${top.y} C ${top.x + 40} ${fmt(top.y - 8 + bend)}, ${top.x + 80} ${fmt(top.y + 12 - bend)}, ${fmt(tipX)} ${fmt(tipY)}
      C ${top.x + 80} ${fmt(top.y + 58 - bend)}, ${top.x + 40} ${fmt(top.y + 66 + bend)}, ${top.x} ${top.y + 70} Z"
      fill="${COLORS.flag}"/>
    <path d="M${top.x} ${top.y + 70} C ${top.x + 40} ${fmt(top.y + 66 + bend)}, ${top.x + 80} ${fmt(top.y + 58 - bend)}, ${fmt(tipX)} ${fmt(tipY)}
      L ${fmt(tipX - 10)} ${fmt(tipY + 6)} C ${top.x + 70} ${fmt(top.y + 64 - bend)}, ${top.x + 36} ${fmt(top.y + 72 + bend)}, ${top.x} ${top.y + 76} Z"
      fill="${COLORS.flagShade}"/>`;
}

function cup() {
  return `
    <ellipse cx="${HOLE.x}" cy="${HOLE.y + 2}" rx="24" ry="15" fill="#ffffff" fill-opacity="0.35"/>
    <ellipse cx="${HOLE.x}" cy="${HOLE.y}" rx="21" ry="13" fill="${COLORS.cup}"/>`;
}

function aimLine(t) {
  // The read of the putt, drawn on before the stroke and faded as the ball rolls.
  const drawn = easeOut(phase(t, 0.5, 1.3));
  const opacity = 0.8 * (1 - phase(t, 1.6, 2.6)) * (t < 4.5 ? 1 : 0);
  if (drawn <= 0 || opacity <= 0) return '';
  const points = [];
  for (let i = 0; i <= 40; i += 1) points.push(bezier((i / 40) * drawn));
  const d = points.map((p, i) => `${i ? 'L' : 'M'}${fmt(p.x)} ${fmt(p.y)}`).join(' ');
  return `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="${fmt(opacity)}" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>`;
}

function ball(t) {
  const appear = easeOut(phase(t, 0, 0.6));
  const roll = rollEase(phase(t, 1.3, 4.45));
  const drop = easeInOut(phase(t, 4.45, 4.8));
  if (appear <= 0 || drop >= 1) return '';
  let { x, y } = bezier(roll);
  // The last few centimetres: the ball slides to the centre of the cup and sinks.
  x = lerp(x, HOLE.x, drop);
  y = lerp(y, HOLE.y + 2, drop);
  const r = 16 * (1 - 0.45 * drop);
  const opacity = appear * (1 - drop);
  return `
    <g opacity="${fmt(opacity)}">
      <ellipse cx="${fmt(x + 6)}" cy="${fmt(y + 9)}" rx="${fmt(r * 1.05)}" ry="${fmt(r * 0.55)}" fill="#06140c" fill-opacity="${fmt(0.3 * (1 - drop))}"/>
      <circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="url(#ball)"/>
    </g>`;
}

function ripple(t) {
  const u = phase(t, 4.7, 5.9);
  if (u <= 0 || u >= 1) return '';
  const rings = [0, 0.25].map((delay) => {
    const v = clamp((u - delay) / (1 - delay));
    if (v <= 0) return '';
    return `<ellipse cx="${HOLE.x}" cy="${HOLE.y}" rx="${fmt(24 + 90 * easeOut(v))}" ry="${fmt(15 + 56 * easeOut(v))}" fill="none" stroke="#ffffff" stroke-width="${fmt(5 * (1 - v) + 1)}" stroke-opacity="${fmt(0.75 * (1 - v))}"/>`;
  });
  return rings.join('');
}

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;

function scorecard(t) {
  const x = 872;
  const y = 118;
  const w = 360;
  const columns = 9;
  const colW = (w - 48) / columns;
  const col = (i) => x + 36 + colW * i + colW / 2;

  // The ninth score: pops in after the putt drops, and leaves again at the end of the loop.
  const lastIn = easeOut(phase(t, 4.95, 5.35));
  const lastOut = 1 - phase(t, 7.2, 7.9);
  const lastOpacity = lastIn * lastOut;
  const pop = 1 + 0.35 * (1 - easeOut(phase(t, 5.0, 5.5))) * (lastIn > 0 ? 1 : 0);
  const circleDrawn = easeOut(phase(t, 5.25, 5.9)) * lastOut;
  const totalSwap = easeInOut(phase(t, 5.4, 5.9)) * lastOut;

  const rowHoles = PAR.map(
    (_, i) =>
      `<text x="${fmt(col(i))}" y="${y + 92}" text-anchor="middle" font-size="17" fill="${COLORS.muted}" ${FONT}>${i + 1}</text>`,
  ).join('');
  const rowPar = PAR.map(
    (par, i) =>
      `<text x="${fmt(col(i))}" y="${y + 134}" text-anchor="middle" font-size="21" fill="${COLORS.muted}" ${FONT}>${par}</text>`,
  ).join('');
  const rowScore = SCORE.map((score, i) => {
    const isLast = i === SCORE.length - 1;
    const opacity = isLast ? lastOpacity : 1;
    if (opacity <= 0) return '';
    const cx = col(i);
    const cy = y + 178;
    const diff = score - PAR[i];
    let mark = '';
    if (diff < 0) {
      // Birdie: a circle, drawn on for the last hole.
      const length = 2 * Math.PI * 16;
      const drawn = isLast ? circleDrawn : 1;
      mark = `<circle cx="${fmt(cx)}" cy="${cy - 8}" r="16" fill="none" stroke="${COLORS.birdie}" stroke-width="3" stroke-dasharray="${fmt(length * drawn)} ${fmt(length)}" transform="rotate(-90 ${fmt(cx)} ${cy - 8})"/>`;
    } else if (diff > 0) {
      // Bogey: a square.
      mark = `<rect x="${fmt(cx - 15)}" y="${cy - 23}" width="30" height="30" rx="4" fill="none" stroke="${COLORS.bogey}" stroke-width="3"/>`;
    }
    const scale = isLast ? pop : 1;
    return `<g opacity="${fmt(opacity)}" transform="translate(${fmt(cx)} ${cy - 8}) scale(${fmt(scale)}) translate(${fmt(-cx)} ${-(cy - 8)})">
      ${mark}<text x="${fmt(cx)}" y="${cy}" text-anchor="middle" font-size="22" font-weight="bold" fill="${COLORS.ink}" ${FONT}>${score}</text></g>`;
  }).join('');

  const through8 = SCORE.slice(0, 8).reduce((a, b) => a + b, 0);
  const total = SCORE.reduce((a, b) => a + b, 0);
  const parTotal = PAR.reduce((a, b) => a + b, 0);
  const toPar = (n) => (n === 0 ? 'E' : n > 0 ? `+${n}` : `${n}`);
  const before = { total: through8, toPar: toPar(through8 - PAR.slice(0, 8).reduce((a, b) => a + b, 0)) };
  const after = { total, toPar: toPar(total - parTotal) };

  const totals = (value, opacity, pillColor) =>
    opacity <= 0
      ? ''
      : `<g opacity="${fmt(opacity)}">
      <text x="${x + 36}" y="${y + 262}" font-size="46" font-weight="bold" fill="${COLORS.ink}" ${FONT}>${value.total}</text>
      <rect x="${x + w - 120}" y="${y + 224}" width="84" height="44" rx="22" fill="${pillColor}"/>
      <text x="${x + w - 78}" y="${y + 254}" text-anchor="middle" font-size="24" font-weight="bold" fill="#ffffff" ${FONT}>${value.toPar}</text></g>`;

  // Icons at the row starts instead of words: a flag for par, a ball for the score.
  const icons = `
    <line x1="${x + 22}" y1="${y + 138}" x2="${x + 22}" y2="${y + 114}" stroke="${COLORS.muted}" stroke-width="2.5"/>
    <path d="M${x + 22} ${y + 114} l 12 5 l -12 5 Z" fill="${COLORS.muted}"/>
    <circle cx="${x + 25}" cy="${y + 171}" r="8" fill="none" stroke="${COLORS.ink}" stroke-width="2.5"/>`;

  return `
    <g filter="url(#cardShadow)">
      <rect x="${x}" y="${y}" width="${w}" height="300" rx="26" fill="${COLORS.card}"/>
    </g>
    <path d="M${x} ${y + 26} a26 26 0 0 1 26 -26 h${w - 52} a26 26 0 0 1 26 26 v38 h-${w} Z" fill="${COLORS.brand}"/>
    <circle cx="${x + 40}" cy="${y + 32}" r="14" fill="#ffffff" fill-opacity="0.95"/>
    <line x1="${x + 40}" y1="${y + 40}" x2="${x + 40}" y2="${y + 22}" stroke="${COLORS.brand}" stroke-width="2.5"/>
    <path d="M${x + 40} ${y + 22} l 9 4 l -9 4 Z" fill="${COLORS.flagShade}"/>
    ${[0, 1, 2].map((i) => `<rect x="${x + 70 + i * 58}" y="${y + 26}" width="46" height="12" rx="6" fill="#ffffff" fill-opacity="${0.35 - i * 0.08}"/>`).join('')}
    ${icons}
    <line x1="${x + 20}" y1="${y + 104}" x2="${x + w - 20}" y2="${y + 104}" stroke="${COLORS.line}" stroke-width="2"/>
    <line x1="${x + 20}" y1="${y + 148}" x2="${x + w - 20}" y2="${y + 148}" stroke="${COLORS.line}" stroke-width="2"/>
    <line x1="${x + 20}" y1="${y + 208}" x2="${x + w - 20}" y2="${y + 208}" stroke="${COLORS.line}" stroke-width="2"/>
    ${rowHoles}${rowPar}${rowScore}
    ${totals(before, 1 - totalSwap, COLORS.bogey)}
    ${totals(after, totalSwap, COLORS.brand)}`;
}

function frame(t) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    ${defs()}${background()}${cup()}${aimLine(t)}${ripple(t)}${flag(t)}${ball(t)}${scorecard(t)}
  </svg>`;
}

// ---------- render and encode ----------

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stderr.toString().slice(-2000)}`);
}

// `PREVIEW=1.2,3.9` writes only those moments as PNGs to look at, and encodes nothing.
if (process.env.PREVIEW) {
  mkdirSync(outDir, { recursive: true });
  for (const at of process.env.PREVIEW.split(',').map(Number)) {
    const file = join(outDir, `preview-${at}.png`);
    await sharp(Buffer.from(frame(at)))
      .png()
      .toFile(file);
    console.log(file);
  }
  process.exit(0);
}

const work = mkdtempSync(join(tmpdir(), 'fairway-hero-'));
try {
  mkdirSync(outDir, { recursive: true });
  const started = Date.now();
  for (let i = 0; i < FRAMES; i += 1) {
    const file = join(work, `frame-${String(i).padStart(4, '0')}.png`);
    await sharp(Buffer.from(frame(i / FPS)))
      .png({ compressionLevel: 1 })
      .toFile(file);
  }
  console.log(`${FRAMES} frames in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(work, 'frame-%04d.png')];
  const webm = join(outDir, 'hero.webm');
  const mp4 = join(outDir, 'hero.mp4');
  const poster = join(outDir, 'hero-poster.webp');
  // Flat colours compress very well: a high CRF keeps the clip small without visible banding.
  run('ffmpeg', [
    ...input,
    ...[
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '36',
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '1',
    ],
    ...['-pix_fmt', 'yuv420p', '-an', webm],
  ]);
  run('ffmpeg', [
    ...input,
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '26', '-profile:v', 'high', '-tune', 'animation'],
    ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', mp4],
  ]);
  await sharp(Buffer.from(frame(POSTER_AT)))
    .webp({ quality: 82 })
    .toFile(poster);

  for (const file of [webm, mp4, poster]) {
    console.log(`${file}: ${(statSync(file).size / 1024).toFixed(0)} KB`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
