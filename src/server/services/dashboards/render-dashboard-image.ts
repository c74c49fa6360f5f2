import { crc32, deflateSync } from 'node:zlib';
import {
  dashboardImageSize,
  layoutDashboardImage,
  type TImageRect,
  type TRgb,
} from '../../../domain/dashboards/dashboard-image-layout';
import type { TPublicDashboard } from '../../../domain/dashboards/dashboards-api';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** A truecolour PNG of filled rectangles: enough for a heatmap, with no image library. */
export function encodeRectsPng(
  width: number,
  height: number,
  background: TRgb,
  rects: readonly TImageRect[],
): Buffer {
  const stride = width * 3 + 1;
  const pixels = Buffer.alloc(stride * height);
  const fill = (x0: number, y0: number, x1: number, y1: number, [r, g, b]: TRgb) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y += 1) {
      for (let x = Math.max(0, x0); x < Math.min(width, x1); x += 1) {
        const at = y * stride + 1 + x * 3;
        pixels[at] = r;
        pixels[at + 1] = g;
        pixels[at + 2] = b;
      }
    }
  };
  fill(0, 0, width, height, background);
  for (const rect of rects) fill(rect.x, rect.y, rect.x + rect.width, rect.y + rect.height, rect.color);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The link-preview picture of a dashboard's shared habits (dashboard-image-layout.ts). */
export function renderDashboardImage(answer: TPublicDashboard): Buffer {
  const { background, rects } = layoutDashboardImage(answer);
  return encodeRectsPng(dashboardImageSize.width, dashboardImageSize.height, background, rects);
}
