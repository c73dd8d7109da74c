import { crc32 } from 'node:zlib';

/**
 * Removes the metadata members would publish without knowing (GPS position, camera serial,
 * author, edit history, thumbnails of the uncropped picture) from uploaded images, keeping only
 * what rendering needs: colour profiles, transparency, animation and the EXIF Orientation.
 *
 * Segments are dropped in place rather than the picture re-encoded: an image library (sharp's
 * native binaries, or a pure-JS codec at several hundred KB) would not fit the 450 KB Lambda
 * bundle budget, and re-encoding would also cost quality. Walking the container is enough.
 */
export type ImageFormat = 'jpg' | 'png' | 'webp';

/** The file does not have the structure its magic bytes announce (truncated, forged...). */
export class MalformedImageError extends Error {
  constructor(detail: string) {
    super(`malformed image: ${detail}`);
    this.name = 'MalformedImageError';
  }
}

const fail = (detail: string): never => {
  throw new MalformedImageError(detail);
};

/** The image without its metadata; throws MalformedImageError when the container is broken. */
export function stripImageMetadata(data: Buffer, format: ImageFormat): Buffer {
  return walkImage(data, format).data;
}

/** Width and height in pixels, as a decoder would allocate them. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The image without its metadata and the size its headers declare (the largest frame when it
 * has several, since a decoder allocates each): every frame header is read, so a file cannot
 * announce a small picture first and a huge one further on. Throws MalformedImageError when the
 * container is broken or a frame header cannot be read.
 */
export function cleanImage(data: Buffer, format: ImageFormat): { data: Buffer } & ImageSize {
  const walked = walkImage(data, format);
  const sizes = walked.frames.map((frame) => frameSize(format, frame));
  if (sizes.length === 0) fail('no frame header');
  return {
    data: walked.data,
    // The widest and the tallest frame: each side is bounded, and their product bounds the area.
    width: Math.max(...sizes.map((s) => s.width)),
    height: Math.max(...sizes.map((s) => s.height)),
  };
}

/** A frame header met while walking: its kind (SOFn marker, PNG or RIFF chunk type) and body. */
interface FrameHeader {
  kind: string;
  body: Buffer;
}

function walkImage(data: Buffer, format: ImageFormat): { data: Buffer; frames: FrameHeader[] } {
  const frames: FrameHeader[] = [];
  const out =
    format === 'jpg' ? stripJpeg(data, frames) : format === 'png' ? stripPng(data, frames) : stripWebp(data, frames);
  return { data: out, frames };
}

const u24le = (b: Buffer, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);

/** The size one frame header declares; MalformedImageError when it is too short or not a header. */
function frameSize(format: ImageFormat, { kind, body }: FrameHeader): ImageSize {
  if (format === 'jpg') {
    // SOFn and DHP: precision (1 byte), height (2), width (2), components...
    if (body.length < 6) fail('JPEG frame header cut off');
    return { height: body.readUInt16BE(1), width: body.readUInt16BE(3) };
  }
  if (format === 'png') {
    if (body.length !== 13) fail('PNG IHDR of the wrong length');
    return { width: body.readUInt32BE(0), height: body.readUInt32BE(4) };
  }
  switch (kind) {
    case 'VP8X': // flags (4 bytes), canvas width - 1 (24 bits), height - 1 (24 bits)
      return { width: u24le(body, 4) + 1, height: u24le(body, 7) + 1 };
    case 'ANMF': // x/2, y/2 (24 bits each), then the frame's width - 1 and height - 1
      if (body.length < 16) fail('WebP ANMF header cut off');
      return { width: u24le(body, 6) + 1, height: u24le(body, 9) + 1 };
    case 'VP8 ':
      // Frame tag (3 bytes, bit 0 clear on a key frame), start code 9D 01 2A, 14-bit sides.
      if (body.length < 10 || body[0] & 1 || body[3] !== 0x9d || body[4] !== 0x01 || body[5] !== 0x2a)
        fail('WebP VP8 header invalid');
      return { width: body.readUInt16LE(6) & 0x3fff, height: body.readUInt16LE(8) & 0x3fff };
    default: {
      // VP8L: signature 0x2F, then width - 1 and height - 1 on 14 bits each.
      if (body.length < 5 || body[0] !== 0x2f) fail('WebP VP8L header invalid');
      const bits = body.readUInt32LE(1);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// EXIF: only the Orientation tag survives, so pictures are not shown rotated.

const ORIENTATION_TAG = 0x0112;

/** The Orientation (2..8) of a TIFF-structured EXIF block, or null when absent, 1 or unreadable. */
export function readOrientation(tiff: Buffer): number | null {
  if (tiff.length < 8) return null;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const le = order === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  if (ifd < 8 || ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    // SHORT (type 3), one value, held in the first two bytes of the value field.
    if (u16(entry) === ORIENTATION_TAG && u16(entry + 2) === 3 && u32(entry + 4) === 1) {
      const value = u16(entry + 8);
      return value >= 2 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** A minimal big-endian TIFF block: IFD0 holding the Orientation tag alone (26 bytes). */
export function orientationTiff(orientation: number): Buffer {
  const out = Buffer.alloc(26);
  out.write('MM', 0, 'latin1');
  out.writeUInt16BE(42, 2);
  out.writeUInt32BE(8, 4); // IFD0 right after the header
  out.writeUInt16BE(1, 8); // one entry
  out.writeUInt16BE(ORIENTATION_TAG, 10);
  out.writeUInt16BE(3, 12); // SHORT
  out.writeUInt32BE(1, 14); // count
  out.writeUInt16BE(orientation, 18); // value, padded to 4 bytes
  out.writeUInt32BE(0, 22); // no next IFD
  return out;
}

const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const startsWith = (data: Buffer, prefix: string | Buffer) =>
  data.subarray(0, prefix.length).equals(typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : prefix);

// ---------------------------------------------------------------------------------------------
// JPEG: a list of marker segments; the entropy-coded data after each SOS runs to the next marker.

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;
/** DHP: a hierarchical JPEG's overall size, laid out as a frame header. */
const DHP = 0xde;
/** The frame headers (SOFn): C0 to CF except DHT (C4), JPG (C8) and DAC (CC). */
const isFrameHeader = (marker: number) =>
  (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) || marker === DHP;

const segment = (marker: number, payload: Buffer) => {
  if (payload.length + 2 > 0xffff) fail('segment too long');
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/**
 * What to write for one marker segment: kept as is, rewritten, or dropped (null). Kept: the
 * JFIF header (without its thumbnail), ICC profiles, Adobe's colour transform, and everything
 * that is not an APPn or COM (tables, frame, scans). Dropped: EXIF/XMP (APP1), IPTC and
 * Photoshop (APP13), MPF and FlashPix (APP2), comments, and any other application segment.
 */
function jpegSegment(marker: number, whole: Buffer, payload: Buffer, state: { exifWritten: boolean }) {
  if (marker === COM) return null;
  if (marker < APP0 || marker > APP0 + 15) return whole;
  if (marker === APP0 && startsWith(payload, 'JFIF\0') && payload.length >= 14) {
    // Version, units and density only: an embedded thumbnail would show the picture uncropped.
    return segment(APP0, Buffer.concat([payload.subarray(0, 12), Buffer.from([0, 0])]));
  }
  if (marker === APP1 && startsWith(payload, EXIF_HEADER) && !state.exifWritten) {
    const orientation = readOrientation(payload.subarray(EXIF_HEADER.length));
    if (orientation === null) return null;
    state.exifWritten = true;
    return segment(APP1, Buffer.concat([EXIF_HEADER, orientationTiff(orientation)]));
  }
  if (marker === APP2 && startsWith(payload, 'ICC_PROFILE\0')) return whole;
  if (marker === APP14 && startsWith(payload, 'Adobe')) return whole;
  return null;
}

function stripJpeg(data: Buffer, frames: FrameHeader[]): Buffer {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== SOI) fail('no JPEG start');
  const out: Buffer[] = [data.subarray(0, 2)];
  const state = { exifWritten: false };
  let scanned = false;
  let pos = 2;
  for (;;) {
    if (pos >= data.length) fail('JPEG ends before its end marker');
    if (data[pos] !== 0xff) fail('JPEG marker expected');
    while (data[pos] === 0xff) pos++; // fill bytes
    if (pos >= data.length) fail('JPEG ends in fill bytes');
    const marker = data[pos++];
    if (marker === EOI) {
      if (!scanned) fail('JPEG without image data');
      // Anything after the end marker (appended files, MPF pictures with their own EXIF) goes.
      out.push(Buffer.from([0xff, EOI]));
      return Buffer.concat(out);
    }
    if (marker === SOI || marker === 0x00) fail('JPEG marker out of place');
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      out.push(Buffer.from([0xff, marker])); // RSTn and TEM carry no length
      continue;
    }
    if (pos + 2 > data.length) fail('JPEG segment header cut off');
    const length = data.readUInt16BE(pos);
    const end = pos + length;
    if (length < 2 || end > data.length) fail('JPEG segment cut off');
    const whole = Buffer.concat([Buffer.from([0xff, marker]), data.subarray(pos, end)]);
    if (isFrameHeader(marker)) frames.push({ kind: marker.toString(16), body: data.subarray(pos + 2, end) });
    const kept = jpegSegment(marker, whole, data.subarray(pos + 2, end), state);
    if (kept) out.push(kept);
    pos = end;
    if (marker !== SOS) continue;
    // Entropy-coded data: 0xFF is followed by 0x00 (stuffing) or RSTn inside it; any other
    // marker ends the scan (EOI, or the tables and SOS of a progressive JPEG's next scan).
    scanned = true;
    const start = pos;
    for (;;) {
      pos = data.indexOf(0xff, pos);
      if (pos < 0 || pos + 1 >= data.length) fail('JPEG scan cut off');
      const next = data[pos + 1];
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) pos += 2;
      else break;
    }
    out.push(data.subarray(start, pos));
  }
}

// ---------------------------------------------------------------------------------------------
// PNG: signature, then length/type/data/CRC chunks from IHDR to IEND.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * Ancillary chunks that change how the picture looks. Any other ancillary chunk goes: the text
 * ones (tEXt, iTXt, zTXt), eXIf, tIME, and private ones (C2PA credentials, editors' data).
 */
const PNG_KEPT = new Set([
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'cICP',
  'mDCv',
  'cLLi',
  'sBIT',
  'bKGD',
  'pHYs',
  'sPLT',
  'hIST',
  'acTL',
  'fcTL',
  'fdAT',
]);

const pngChunk = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
};

/** The critical chunks PNG defines; a decoder must refuse any other (upper-case first letter). */
const PNG_CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);

function stripPng(data: Buffer, frames: FrameHeader[]): Buffer {
  if (!startsWith(data, PNG_SIGNATURE)) fail('no PNG signature');
  const out: Buffer[] = [PNG_SIGNATURE];
  let exifWritten = false;
  let pos = PNG_SIGNATURE.length;
  for (let index = 0; ; index++) {
    if (pos + 12 > data.length) fail('PNG ends before IEND');
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (length > 0x7fffffff || end > data.length) fail('PNG chunk cut off');
    if (!/^[A-Za-z]{4}$/.test(type)) fail('PNG chunk type invalid');
    if ((index === 0) !== (type === 'IHDR')) fail('PNG with IHDR elsewhere than first');
    const whole = data.subarray(pos, end);
    if (type === 'IHDR') frames.push({ kind: type, body: whole.subarray(8, 8 + length) });
    pos = end;
    if (type === 'IEND') {
      out.push(whole); // trailing bytes after IEND are dropped
      return Buffer.concat(out);
    }
    if (type === 'eXIf') {
      const orientation = exifWritten ? null : readOrientation(whole.subarray(8, 8 + length));
      if (orientation !== null) {
        exifWritten = true;
        out.push(pngChunk('eXIf', orientationTiff(orientation)));
      }
      continue;
    }
    // Critical chunks (upper-case first letter) are the picture itself: kept byte for byte. An
    // unknown one cannot be judged harmless, and decoders must refuse it anyway.
    const critical = type.charCodeAt(0) < 0x61;
    if (critical && !PNG_CRITICAL.has(type)) fail(`unknown critical PNG chunk ${type}`);
    if (critical || PNG_KEPT.has(type)) out.push(whole);
  }
}

// ---------------------------------------------------------------------------------------------
// WebP: a RIFF container of chunks (fourcc, little-endian size, data padded to even length).

/** Chunks that make the picture; EXIF, XMP and unknown chunks are dropped. */
const WEBP_KEPT = new Set(['VP8X', 'VP8 ', 'VP8L', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

const riffChunk = (fourcc: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body, Buffer.alloc(body.length % 2)]);
};

/** The RIFF chunks whose header declares a picture size. */
const WEBP_FRAMES = new Set(['VP8X', 'VP8 ', 'VP8L', 'ANMF']);

function stripWebp(data: Buffer, frames: FrameHeader[]): Buffer {
  if (data.length < 20 || !startsWith(data, 'RIFF') || data.toString('latin1', 8, 12) !== 'WEBP')
    fail('no WebP header');
  const end = 8 + data.readUInt32LE(4);
  if (end > data.length) fail('WebP cut off');
  const chunks: Buffer[] = [];
  let vp8x: Buffer | null = null;
  let exifWritten = false;
  let pictured = false;
  for (let pos = 12; pos < end;) {
    if (pos + 8 > end) fail('WebP chunk header cut off');
    const fourcc = data.toString('latin1', pos, pos + 4);
    const size = data.readUInt32LE(pos + 4);
    const bodyEnd = pos + 8 + size;
    if (bodyEnd > end) fail('WebP chunk cut off');
    const body = data.subarray(pos + 8, bodyEnd);
    if (chunks.length === 0 && !['VP8 ', 'VP8L', 'VP8X'].includes(fourcc)) fail('WebP image chunk expected');
    if (WEBP_FRAMES.has(fourcc)) frames.push({ kind: fourcc, body });
    // Some writers omit the last padding byte: riffChunk writes it back.
    pos = Math.min(bodyEnd + (size % 2), end);
    if (fourcc === 'VP8X') {
      if (chunks.length > 0 || size < 10) fail('WebP VP8X out of place');
      vp8x = Buffer.from(body);
      chunks.push(vp8x);
      continue;
    }
    if (fourcc === 'EXIF') {
      // EXIF in WebP is bare TIFF, though some writers keep JPEG's "Exif\0\0" prefix.
      const tiff = startsWith(body, EXIF_HEADER) ? body.subarray(EXIF_HEADER.length) : body;
      const orientation = vp8x && !exifWritten ? readOrientation(tiff) : null;
      if (orientation !== null) {
        exifWritten = true;
        chunks.push(riffChunk('EXIF', orientationTiff(orientation)));
      }
      continue;
    }
    if (WEBP_KEPT.has(fourcc)) chunks.push(riffChunk(fourcc, body));
    if (['VP8 ', 'VP8L', 'ANMF'].includes(fourcc)) pictured = true;
  }
  if (!pictured) fail('WebP without image');
  if (vp8x) {
    // The flags must match the chunks that are left, or readers look for missing metadata.
    vp8x[0] = (vp8x[0] & ~(VP8X_EXIF | VP8X_XMP)) | (exifWritten ? VP8X_EXIF : 0);
    chunks[0] = riffChunk('VP8X', vp8x);
  }
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(4 + body.length, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}
