import sharp from 'sharp';

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="PhoneCamera 1.0"/></rdf:RDF></x:xmpmeta>`;

export const RED = { r: 220, g: 38, b: 38 };
export const BLUE = { r: 37, g: 99, b: 235 };

/**
 * A photo as a phone writes it: EXIF naming the camera and where it was taken (GPS), an
 * orientation tag, XMP and an ICC profile. Its upper half is red and its lower half blue, so a
 * test can tell which way up the stored pixels are.
 */
export async function phoneJpeg({ width = 640, height = 480, orientation = 1 } = {}): Promise<Buffer> {
  const upper = await sharp({
    create: { width, height: Math.floor(height / 2), channels: 3, background: RED },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: BLUE } })
    .composite([{ input: upper, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3957/100',
      },
    })
    .withXmp(XMP)
    .withIccProfile('p3')
    .toBuffer();
}

/** The markers of a JPEG's segments before its image data (0xe1 is APP1: EXIF or XMP). */
export function jpegMarkers(bytes: Buffer): number[] {
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] as number;
    markers.push(marker);
    if (marker === 0xda) break; // start of scan: the pixels follow
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return markers;
}

/** The EXIF tag that points at the GPS block (0x8825), as it appears in little-endian EXIF. */
export const hasGpsTag = (exif: Buffer | undefined): boolean =>
  !!exif && exif.includes(Buffer.from([0x25, 0x88]));

/** An image of the given format that decodes, of a size a test can tell apart from a 1-pixel one. */
export function imageOf(format: 'jpeg' | 'png' | 'gif' | 'webp', width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: RED } })
    .toFormat(format)
    .toBuffer();
}
