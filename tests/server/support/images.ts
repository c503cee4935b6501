import { PNG } from 'pngjs';

export function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image, { filterType: 0, deflateLevel: 1 });
}

/** A JPEG head with an SOF0 frame of the given size (what the OCR adapter reads). */
export function jpeg(width: number, height: number): Buffer {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, ...new Array(9).fill(0x11), 0xff, 0xd9]);
}

export function bmp(width: number, height: number): Buffer {
  const head = Buffer.alloc(54);
  head.write('BM', 0, 'latin1');
  head.writeUInt32LE(54, 2);
  head.writeUInt32LE(54, 10);
  head.writeUInt32LE(40, 14);
  head.writeInt32LE(width, 18);
  head.writeInt32LE(-height, 22);
  return head;
}

const BOUNDARY = '----portal-test-boundary';

/** A multipart body: the fields first, then the file (as the contract asks). */
export function multipart(
  fields: Record<string, string>,
  file?: { filename: string; type: string; bytes: Buffer },
) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
