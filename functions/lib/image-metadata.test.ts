import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import {
  MalformedImageError,
  cleanImage,
  orientationTiff,
  readOrientation,
  stripImageMetadata,
} from './image-metadata';
import { imageSizeRefusal } from './image-upload';

// Real 8x4 pictures as Chromium's canvas encodes them (JFIF + ICC profile; VP8X + ICCP; plain PNG).
const REAL = {
  jpg: Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAEAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAYEAEAAwEAAAAAAAAAAAAAAAAAAgMhBP/EABQBAQAAAAAAAAAAAAAAAAAAAAb/xAAaEQABBQEAAAAAAAAAAAAAAAABAAIDBRQh/9oADAMBAAIRAxEAPwCP9tkt0A3po2ZhwJxayO0Hq//Z',
    'base64',
  ),
  webp: Buffer.from(
    'UklGRjACAABXRUJQVlA4WAoAAAAgAAAABwAAAwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggQgAAALACAJ0BKggABAABQCYlsAJ0ugH4AUYCr/wPRAK/AAD++oIVUhv9p3/mX5bfAJ0hPH9MH/7MNe4yt3+LuehtG62AAA==',
    'base64',
  ),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAYAAACzzX7wAAAAYElEQVR4AVSMQRGAMBADdzBw1AESkIADLOAAC3WABRxgAQdIQEJbBaFHP/C4yVyySZcw3Qy6GHUy6WDWzqKNVZGoLhPI9PglXAO1RMF9owJGeYOvNigTHPDn32wL7hkPAAAA//8wg02mAAAABklEQVQDAPT9J/hr2cJWAAAAAElFTkSuQmCC',
    'base64',
  ),
};

const b = (...parts: (Buffer | string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const has = (data: Buffer, needle: Buffer | string) => data.includes(needle);

// ---- EXIF (TIFF) blocks ------------------------------------------------------------------------

/** Degrees, minutes, seconds of a latitude, as three RATIONALs: the bytes that must not leak. */
const GPS_RATIONALS = (() => {
  const out = Buffer.alloc(24);
  [36, 1, 45, 1, 123456, 10000].forEach((v, i) => out.writeUInt32LE(v, i * 4));
  return out;
})();

/** A little-endian TIFF: IFD0 with Make, Orientation (when given) and a GPS IFD pointer. */
function exifTiff(orientation: number | null) {
  const entries: [number, number, number, number][] = [[0x010f, 2, 6, 0]]; // Make → offset patched
  if (orientation !== null) entries.push([0x0112, 3, 1, orientation]);
  entries.push([0x8825, 4, 1, 0]); // GPSInfo → offset patched
  const ifdEnd = 8 + 2 + entries.length * 12 + 4;
  const makeAt = ifdEnd;
  const gpsAt = makeAt + 6;
  const ratAt = gpsAt + 2 + 2 * 12 + 4;
  const out = Buffer.alloc(ratAt + 24);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(8, 4);
  out.writeUInt16LE(entries.length, 8);
  entries.forEach(([tag, type, count, value], i) => {
    const at = 10 + i * 12;
    out.writeUInt16LE(tag, at);
    out.writeUInt16LE(type, at + 2);
    out.writeUInt32LE(count, at + 4);
    if (tag === 0x010f) out.writeUInt32LE(makeAt, at + 8);
    else if (tag === 0x8825) out.writeUInt32LE(gpsAt, at + 8);
    else out.writeUInt16LE(value, at + 8);
  });
  out.write('Canon\0', makeAt, 'latin1');
  out.writeUInt16LE(2, gpsAt);
  // GPSLatitudeRef "N" (inline) and GPSLatitude (three RATIONALs at ratAt).
  out.writeUInt16LE(0x0001, gpsAt + 2);
  out.writeUInt16LE(2, gpsAt + 4);
  out.writeUInt32LE(2, gpsAt + 6);
  out.write('N\0', gpsAt + 10, 'latin1');
  out.writeUInt16LE(0x0002, gpsAt + 14);
  out.writeUInt16LE(5, gpsAt + 16);
  out.writeUInt32LE(3, gpsAt + 18);
  out.writeUInt32LE(ratAt, gpsAt + 22);
  GPS_RATIONALS.copy(out, ratAt);
  return out;
}

/** The same IFD0 written big-endian (Motorola order), Orientation only. */
function bigEndianTiff(orientation: number) {
  const out = Buffer.alloc(26);
  out.write('MM', 0, 'latin1');
  out.writeUInt16BE(42, 2);
  out.writeUInt32BE(8, 4);
  out.writeUInt16BE(1, 8);
  out.writeUInt16BE(0x0112, 10);
  out.writeUInt16BE(3, 12);
  out.writeUInt32BE(1, 14);
  out.writeUInt16BE(orientation, 18);
  return out;
}

describe('readOrientation', () => {
  it('reads the tag in either byte order and ignores 1, absent or broken blocks', () => {
    expect(readOrientation(exifTiff(6))).toBe(6);
    expect(readOrientation(bigEndianTiff(8))).toBe(8);
    expect(readOrientation(orientationTiff(3))).toBe(3);
    expect(readOrientation(exifTiff(1))).toBeNull();
    expect(readOrientation(exifTiff(null))).toBeNull();
    expect(readOrientation(exifTiff(9))).toBeNull();
    expect(readOrientation(Buffer.from('II*\0\xff\xff\0\0', 'latin1'))).toBeNull();
    expect(readOrientation(exifTiff(6).subarray(0, 20))).toBeNull();
    expect(readOrientation(Buffer.alloc(0))).toBeNull();
  });
});

// ---- JPEG ------------------------------------------------------------------------------------

const seg = (marker: number, payload: Buffer | string) => {
  const body = b(payload);
  return b([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff], body);
};
const SOI = b([0xff, 0xd8]);
const EOI = b([0xff, 0xd9]);
const JFIF = seg(0xe0, b('JFIF\0', [1, 2, 0, 0, 72, 0, 72], [0, 0]));
const JFIF_WITH_THUMB = seg(0xe0, b('JFIF\0', [1, 2, 0, 0, 72, 0, 72], [1, 1], [9, 9, 9]));
const ICC = seg(0xe2, b('ICC_PROFILE\0', [1, 1], 'profile-bytes'));
const XMP = seg(0xe1, b('http://ns.adobe.com/xap/1.0/\0', '<x:xmpmeta><exif:GPSLatitude>36,45N</exif:GPSLatitude>'));
const IPTC = seg(0xed, b('Photoshop 3.0\0', '8BIM', [4, 4], 'Alger, chez moi'));
const COMMENT = seg(0xfe, 'Photo prise rue Didouche Mourad');
const MPF = seg(0xe2, b('MPF\0', 'MM\0*'));
const ADOBE = seg(0xee, b('Adobe', [0, 100, 0, 0, 0, 0, 1]));
const FRAME = b(
  seg(0xdb, b([0], Buffer.alloc(64, 1))),
  seg(0xc0, b([8, 0, 16, 0, 16, 1, 1, 0x11, 0])),
  seg(0xc4, b([0], Buffer.alloc(16))),
);
const SOS = seg(0xda, b([1, 1, 0, 0, 63, 0]));
// Entropy-coded data with a stuffed 0xFF00 and a restart marker, which belong to the scan.
const SCAN = b([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78, 0x9a]);
const exifSegment = (tiff: Buffer) => seg(0xe1, b('Exif\0\0', tiff));
const KEPT_EXIF = exifSegment(orientationTiff(6));

describe('stripImageMetadata: JPEG', () => {
  it('drops EXIF with GPS, XMP, IPTC, comments, MPF, the JFIF thumbnail and trailing bytes, keeping Orientation', () => {
    const input = b(
      SOI,
      JFIF_WITH_THUMB,
      exifSegment(exifTiff(6)),
      XMP,
      IPTC,
      COMMENT,
      MPF,
      ICC,
      ADOBE,
      FRAME,
      SOS,
      SCAN,
      EOI,
      'appended secret with GPS',
    );
    const out = stripImageMetadata(input, 'jpg');
    expect(out.equals(b(SOI, JFIF, KEPT_EXIF, ICC, ADOBE, FRAME, SOS, SCAN, EOI))).toBe(true);
    for (const gone of [GPS_RATIONALS, 'Canon', 'xap', 'Photoshop', 'Didouche', 'MPF', 'appended', b([9, 9, 9])])
      expect(has(out, gone)).toBe(false);
    const exif = out.subarray(out.indexOf('Exif\0\0') + 6, out.indexOf('Exif\0\0') + 6 + 26);
    expect(readOrientation(exif)).toBe(6);
  });

  it('drops EXIF altogether when Orientation is absent or 1, and keeps big-endian Orientation', () => {
    for (const tiff of [exifTiff(null), exifTiff(1)]) {
      const out = stripImageMetadata(b(SOI, exifSegment(tiff), FRAME, SOS, SCAN, EOI), 'jpg');
      expect(out.equals(b(SOI, FRAME, SOS, SCAN, EOI))).toBe(true);
    }
    const out = stripImageMetadata(b(SOI, exifSegment(bigEndianTiff(8)), FRAME, SOS, SCAN, EOI), 'jpg');
    expect(out.equals(b(SOI, exifSegment(orientationTiff(8)), FRAME, SOS, SCAN, EOI))).toBe(true);
  });

  it('keeps one Orientation block only when several EXIF segments come', () => {
    const input = b(SOI, exifSegment(exifTiff(6)), exifSegment(exifTiff(3)), FRAME, SOS, SCAN, EOI);
    expect(stripImageMetadata(input, 'jpg').equals(b(SOI, KEPT_EXIF, FRAME, SOS, SCAN, EOI))).toBe(true);
  });

  it('walks every scan of a progressive JPEG, dropping metadata between scans', () => {
    const second = b(seg(0xc4, b([0x10], Buffer.alloc(16))), COMMENT, XMP, SOS, SCAN);
    const out = stripImageMetadata(b(SOI, FRAME, SOS, SCAN, second, EOI), 'jpg');
    expect(out.equals(b(SOI, FRAME, SOS, SCAN, seg(0xc4, b([0x10], Buffer.alloc(16))), SOS, SCAN, EOI))).toBe(true);
  });

  it('accepts fill bytes before a marker', () => {
    const out = stripImageMetadata(b(SOI, [0xff, 0xff], COMMENT, FRAME, SOS, SCAN, EOI), 'jpg');
    expect(out.equals(b(SOI, FRAME, SOS, SCAN, EOI))).toBe(true);
  });

  it('leaves a real encoder JPEG byte for byte, and cleans it once EXIF with GPS is added', () => {
    expect(stripImageMetadata(REAL.jpg, 'jpg').equals(REAL.jpg)).toBe(true);
    const app0End = 2 + 2 + REAL.jpg.readUInt16BE(4);
    const withGps = b(REAL.jpg.subarray(0, app0End), exifSegment(exifTiff(6)), COMMENT, REAL.jpg.subarray(app0End));
    const out = stripImageMetadata(withGps, 'jpg');
    expect(out.equals(b(REAL.jpg.subarray(0, app0End), KEPT_EXIF, REAL.jpg.subarray(app0End)))).toBe(true);
    expect(has(out, GPS_RATIONALS)).toBe(false);
  });

  it.each([
    ['only a start', b(SOI, [0xff])],
    ['no end marker', b(SOI, FRAME, SOS, SCAN)],
    ['a scan cut in a stuffed byte', b(SOI, FRAME, SOS, [0x12, 0xff])],
    ['a segment longer than the file', b(SOI, [0xff, 0xe1, 0x40, 0x00], 'Exif\0\0')],
    ['a segment header cut off', b(SOI, [0xff, 0xe1, 0x40])],
    ['a length below 2', b(SOI, [0xff, 0xfe, 0x00, 0x01], FRAME, SOS, SCAN, EOI)],
    ['bytes where a marker belongs', b(SOI, 'JFIF', FRAME, SOS, SCAN, EOI)],
    ['an end marker before any scan', b(SOI, JFIF, FRAME, EOI)],
    ['a second start marker', b(SOI, SOI, FRAME, SOS, SCAN, EOI)],
    ['the header the magic bytes check reads, then noise', b([0xff, 0xd8, 0xff, 0xe0], 'random noise')],
  ])('refuses %s', (_, input) => {
    expect(() => stripImageMetadata(input, 'jpg')).toThrow(MalformedImageError);
  });

  it('refuses a real JPEG cut short anywhere', () => {
    for (const cut of [3, 20, 400, 760, REAL.jpg.length - 1])
      expect(() => stripImageMetadata(REAL.jpg.subarray(0, cut), 'jpg')).toThrow(MalformedImageError);
  });
});

// ---- PNG -------------------------------------------------------------------------------------

const chunk = (type: string, data: Buffer | string) => {
  const body = b(type, b(data));
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(body.length - 4, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};
const SIG = b([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IHDR = chunk('IHDR', b([0, 0, 0, 16, 0, 0, 0, 16, 8, 2, 0, 0, 0]));
const IDAT = chunk('IDAT', 'compressed-pixels');
const IEND = chunk('IEND', '');
const PHYS = chunk('pHYs', b([0, 0, 11, 19, 0, 0, 11, 19, 1]));

describe('stripImageMetadata: PNG', () => {
  it('drops text, eXIf, tIME and private chunks, keeps the rest byte for byte and Orientation in a fresh eXIf', () => {
    const input = b(
      SIG,
      IHDR,
      chunk('tEXt', 'Comment\0Pris rue Didouche Mourad'),
      chunk('eXIf', exifTiff(6)),
      chunk('iTXt', 'XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>'),
      chunk('zTXt', 'Author\0\0compressed'),
      chunk('tIME', b([7, 232, 1, 2, 3, 4, 5])),
      PHYS,
      chunk('caBX', 'c2pa manifest with a name'),
      IDAT,
      IEND,
      'trailing',
    );
    const out = stripImageMetadata(input, 'png');
    const exif = chunk('eXIf', orientationTiff(6));
    expect(out.equals(b(SIG, IHDR, exif, PHYS, IDAT, IEND))).toBe(true);
    // The fresh chunk's CRC is right.
    expect(exif.readUInt32BE(exif.length - 4)).toBe(crc32(exif.subarray(4, exif.length - 4)));
    for (const gone of [GPS_RATIONALS, 'Canon', 'Didouche', 'xmpmeta', 'Author', 'tIME', 'c2pa', 'trailing'])
      expect(has(out, gone)).toBe(false);
  });

  it('drops an eXIf without Orientation, and leaves a real encoder PNG byte for byte', () => {
    const out = stripImageMetadata(b(SIG, IHDR, chunk('eXIf', exifTiff(null)), IDAT, IEND), 'png');
    expect(out.equals(b(SIG, IHDR, IDAT, IEND))).toBe(true);
    expect(stripImageMetadata(REAL.png, 'png').equals(REAL.png)).toBe(true);
  });

  it.each([
    ['a signature cut off', SIG.subarray(0, 6)],
    ['no IHDR first', b(SIG, IDAT, IHDR, IEND)],
    ['no IEND', b(SIG, IHDR, IDAT)],
    ['a chunk longer than the file', b(SIG, IHDR, IDAT.subarray(0, IDAT.length - 3))],
    ['a chunk type that is not letters', b(SIG, IHDR, chunk('tE1t', 'x'), IDAT, IEND)],
    ['a wrong signature', b([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0], IHDR, IDAT, IEND)],
  ])('refuses %s', (_, input) => {
    expect(() => stripImageMetadata(input, 'png')).toThrow(MalformedImageError);
  });
});

// ---- WebP ------------------------------------------------------------------------------------

const riff = (fourcc: string, data: Buffer | string) => {
  const body = b(data);
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return b(head, body, Buffer.alloc(body.length % 2));
};
const webp = (...chunks: Buffer[]) => {
  const body = b(...chunks);
  const head = b('RIFF', [0, 0, 0, 0], 'WEBP');
  head.writeUInt32LE(body.length + 4, 4);
  return b(head, body);
};
/** The chunks of a RIFF file after its 12-byte header. */
const chunksOf = (file: Buffer) => {
  const out: { fourcc: string; data: Buffer }[] = [];
  for (let pos = 12; pos < file.length;) {
    const size = file.readUInt32LE(pos + 4);
    out.push({ fourcc: file.toString('latin1', pos, pos + 4), data: file.subarray(pos + 8, pos + 8 + size) });
    pos += 8 + size + (size % 2);
  }
  return out;
};
const VP8X_ICC = 0x20;
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

describe('stripImageMetadata: WebP', () => {
  const real = chunksOf(REAL.webp);
  const withMetadata = (tiff: Buffer) => {
    const vp8x = Buffer.from(real[0].data);
    vp8x[0] |= VP8X_EXIF | VP8X_XMP;
    return webp(
      riff('VP8X', vp8x),
      ...real.slice(1).map((c) => riff(c.fourcc, c.data)),
      riff('EXIF', tiff),
      riff('XMP ', '<x:xmpmeta><exif:GPSLatitude>36,45N</exif:GPSLatitude></x:xmpmeta>'),
      riff('ABCD', 'unknown private chunk'),
    );
  };

  it('drops EXIF (keeping Orientation), XMP and unknown chunks, and fixes the VP8X flags and RIFF size', () => {
    expect(real.map((c) => c.fourcc)).toEqual(['VP8X', 'ICCP', 'VP8 ']);
    const out = stripImageMetadata(withMetadata(exifTiff(6)), 'webp');
    const chunks = chunksOf(out);
    expect(chunks.map((c) => c.fourcc)).toEqual(['VP8X', 'ICCP', 'VP8 ', 'EXIF']);
    expect(chunks[0].data[0]).toBe(VP8X_ICC | VP8X_EXIF);
    expect(readOrientation(chunks[3].data)).toBe(6);
    expect(out.readUInt32LE(4)).toBe(out.length - 8);
    for (const gone of [GPS_RATIONALS, 'Canon', 'xmpmeta', 'XMP ', 'ABCD']) expect(has(out, gone)).toBe(false);
  });

  it('drops EXIF without Orientation entirely, giving back the picture as encoded', () => {
    const out = stripImageMetadata(withMetadata(exifTiff(null)), 'webp');
    expect(out.equals(REAL.webp)).toBe(true);
    expect(stripImageMetadata(REAL.webp, 'webp').equals(REAL.webp)).toBe(true);
  });

  it("reads EXIF that keeps JPEG's Exif prefix", () => {
    const out = stripImageMetadata(withMetadata(b('Exif\0\0', exifTiff(8))), 'webp');
    expect(readOrientation(chunksOf(out)[3].data)).toBe(8);
  });

  it('keeps a simple (VP8/VP8L) file as it is, dropping stray chunks after it and restoring padding', () => {
    const simple = webp(riff('VP8L', 'lossless-bits'));
    expect(stripImageMetadata(simple, 'webp').equals(simple)).toBe(true);
    expect(stripImageMetadata(webp(riff('VP8L', 'lossless-bits'), riff('EXIF', exifTiff(6))), 'webp')).toEqual(simple);
    // Odd-sized last chunk whose padding byte the writer left out.
    const odd = webp(riff('VP8 ', 'odd')).subarray(0, -1);
    odd.writeUInt32LE(odd.length - 8, 4);
    expect(stripImageMetadata(odd, 'webp').equals(webp(riff('VP8 ', 'odd')))).toBe(true);
  });

  it.each([
    [
      'a RIFF size past the end',
      (() => {
        const f = webp(riff('VP8 ', 'bits'));
        f.writeUInt32LE(9999, 4);
        return f;
      })(),
    ],
    ['a chunk longer than the file', webp(riff('VP8 ', 'bits')).subarray(0, 20)],
    [
      'a chunk cut in its header',
      (() => {
        const f = b(webp(riff('VP8 ', 'bits')), 'EXI');
        f.writeUInt32LE(f.length - 8, 4);
        return f;
      })(),
    ],
    ['metadata before the image', webp(riff('EXIF', exifTiff(6)), riff('VP8 ', 'bits'))],
    ['a VP8X with no image', webp(riff('VP8X', Buffer.alloc(10)), riff('EXIF', exifTiff(6)))],
    ['a short VP8X', webp(riff('VP8X', Buffer.alloc(4)), riff('VP8 ', 'bits'))],
    ['a header only', b('RIFF', [4, 0, 0, 0], 'WEBP')],
  ])('refuses %s', (_, input) => {
    expect(() => stripImageMetadata(input, 'webp')).toThrow(MalformedImageError);
  });
});

// ---- Declared size ---------------------------------------------------------------------------

const sof = (marker: number, width: number, height: number) =>
  seg(marker, b([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]));
const jpegOfSize = (width: number, height: number, marker = 0xc0) =>
  b(SOI, JFIF, seg(0xdb, b([0], Buffer.alloc(64, 1))), sof(marker, width, height), SOS, SCAN, EOI);
const ihdr = (width: number, height: number) => {
  const body = b([0, 0, 0, 0, 0, 0, 0, 0, 8, 6, 0, 0, 0]);
  body.writeUInt32BE(width, 0);
  body.writeUInt32BE(height, 4);
  return chunk('IHDR', body);
};
const pngOfSize = (width: number, height: number, ...extra: Buffer[]) =>
  b(SIG, ihdr(width, height), ...extra, IDAT, IEND);
const vp8 = (width: number, height: number) => {
  const body = b([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 0, 0, 0, 0], 'lossy-bits');
  body.writeUInt16LE(width, 6);
  body.writeUInt16LE(height, 8);
  return riff('VP8 ', body);
};
const vp8l = (width: number, height: number) => {
  const body = b([0x2f, 0, 0, 0, 0], 'lossless-bits');
  body.writeUInt32LE((width - 1) | ((height - 1) << 14), 1);
  return riff('VP8L', body);
};
const vp8x = (width: number, height: number) => {
  const body = Buffer.alloc(10);
  body.writeUIntLE(width - 1, 4, 3);
  body.writeUIntLE(height - 1, 7, 3);
  return riff('VP8X', body);
};
const sizeOf = (data: Buffer, format: 'jpg' | 'png' | 'webp') => {
  const { width, height } = cleanImage(data, format);
  return { width, height };
};
/** What an upload declaring this size gets: null when accepted, else the French refusal. */
const verdict = (data: Buffer, format: 'jpg' | 'png' | 'webp') => imageSizeRefusal(cleanImage(data, format));

describe('cleanImage: the declared size', () => {
  it('reads every JPEG frame header (SOFn), skipping DHT, JPG and DAC', () => {
    const frames = [0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf];
    for (const marker of frames)
      expect(sizeOf(jpegOfSize(640, 480, marker), 'jpg')).toEqual({ width: 640, height: 480 });
    // DAC (0xCC) is no frame header: a file whose only "frame" is one has no size at all.
    expect(() => cleanImage(jpegOfSize(640, 480, 0xcc), 'jpg')).toThrow(MalformedImageError);
    expect(sizeOf(REAL.jpg, 'jpg')).toEqual({ width: 8, height: 4 });
    // A small first frame does not hide a huge later one.
    const twoFrames = b(SOI, sof(0xc0, 16, 16), SOS, SCAN, sof(0xc0, 65500, 65500), SOS, SCAN, EOI);
    expect(sizeOf(twoFrames, 'jpg')).toEqual({ width: 65500, height: 65500 });
    expect(() => cleanImage(b(SOI, seg(0xc0, b([8, 0, 16])), SOS, SCAN, EOI), 'jpg')).toThrow(MalformedImageError);
  });

  it('reads the PNG IHDR, refusing a short one or a second one', () => {
    expect(sizeOf(REAL.png, 'png')).toEqual({ width: 8, height: 4 });
    expect(sizeOf(pngOfSize(2 ** 31 - 1, 1), 'png')).toEqual({ width: 2 ** 31 - 1, height: 1 });
    expect(() => cleanImage(b(SIG, chunk('IHDR', b([0, 0, 0, 16])), IDAT, IEND), 'png')).toThrow(MalformedImageError);
    expect(() => cleanImage(pngOfSize(16, 16, ihdr(20000, 20000)), 'png')).toThrow(MalformedImageError);
  });

  it('reads WebP VP8, VP8L and VP8X (the canvas and the picture both count)', () => {
    expect(sizeOf(REAL.webp, 'webp')).toEqual({ width: 8, height: 4 });
    expect(sizeOf(webp(vp8(300, 200)), 'webp')).toEqual({ width: 300, height: 200 });
    expect(sizeOf(webp(vp8l(16384, 3)), 'webp')).toEqual({ width: 16384, height: 3 });
    expect(sizeOf(webp(vp8x(2 ** 24, 2 ** 24), vp8(16, 16)), 'webp')).toEqual({ width: 2 ** 24, height: 2 ** 24 });
    expect(sizeOf(webp(vp8x(16, 16), vp8(9000, 16)), 'webp')).toEqual({ width: 9000, height: 16 });
    // Headers that are no VP8 key frame or no VP8L signature cannot be measured.
    expect(() => cleanImage(webp(riff('VP8 ', 'bits-without-start-code')), 'webp')).toThrow(MalformedImageError);
    expect(() => cleanImage(webp(riff('VP8L', 'lossless-bits')), 'webp')).toThrow(MalformedImageError);
  });

  it.each([
    ['PNG 20000x20000', pngOfSize(20000, 20000), 'png', MSG.imageTooManyPixels],
    ['PNG 2^31-1 wide', pngOfSize(2 ** 31 - 1, 16), 'png', MSG.imageTooManyPixels],
    ['PNG 0x0', pngOfSize(0, 0), 'png', MSG.imageNoPixels],
    ['PNG 16x0', pngOfSize(16, 0), 'png', MSG.imageNoPixels],
    ['JPEG 65500x65500', jpegOfSize(65500, 65500), 'jpg', MSG.imageTooManyPixels],
    ['JPEG of height 0 (DNL)', jpegOfSize(640, 0), 'jpg', MSG.imageNoPixels],
    ['WebP VP8X 16777216x16777216', webp(vp8x(2 ** 24, 2 ** 24), vp8(16, 16)), 'webp', MSG.imageTooManyPixels],
    ['WebP VP8 16383x16383', webp(vp8(16383, 16383)), 'webp', MSG.imageTooManyPixels],
    ['WebP VP8 0x16', webp(vp8(0, 16)), 'webp', MSG.imageNoPixels],
    ['a 9000x10 strip', pngOfSize(9000, 10), 'png', MSG.imageTooManyPixels],
    ['7000x7000 (49 Mpx)', pngOfSize(7000, 7000), 'png', MSG.imageTooManyPixels],
    ['8000x5001', jpegOfSize(8000, 5001), 'jpg', MSG.imageTooManyPixels],
    ['8000x5000 (40 Mpx)', pngOfSize(8000, 5000), 'png', null],
    ['5000x8000 WebP', webp(vp8x(5000, 8000), vp8(5000, 8000)), 'webp', null],
    ['1x8000 JPEG', jpegOfSize(1, 8000), 'jpg', null],
  ] as const)('%s', (_, data, format, refusal) => {
    expect(verdict(data, format)).toBe(refusal);
  });

  it('refuses an unknown critical PNG chunk, and still drops unknown ancillary ones', () => {
    for (const type of ['CgBI', 'ABCD', 'IHDz'])
      expect(() => cleanImage(pngOfSize(16, 16, chunk(type, 'payload')), 'png')).toThrow(MalformedImageError);
    expect(stripImageMetadata(pngOfSize(16, 16, chunk('abCD', 'private')), 'png').equals(pngOfSize(16, 16))).toBe(true);
    const withPalette = pngOfSize(16, 16, chunk('PLTE', b([0, 0, 0, 255, 255, 255])));
    expect(stripImageMetadata(withPalette, 'png').equals(withPalette)).toBe(true);
  });
});
