// Undoes the PNG and TIFF predictors a Flate or LZW stream may carry (`/DecodeParms << /Predictor … >>`). A predictor
// never makes data longer, but it does change its bytes: drawing instructions hidden behind one are only countable
// once it is undone.

export type PredictorParams = { predictor: number; colors: number; bitsPerComponent: number; columns: number };

/** The bytes as mupdf would read them, or undefined for a predictor this module does not undo. */
export function undoPredictor(data: Buffer, params: PredictorParams): Buffer | undefined {
  const { predictor, colors, bitsPerComponent, columns } = params;
  if (predictor <= 1) return data;
  const bitsPerPixel = colors * bitsPerComponent;
  const rowBytes = Math.ceil((bitsPerPixel * columns) / 8);
  if (!(rowBytes > 0)) return undefined;
  if (predictor === 2) return bitsPerComponent === 8 ? undoTiff(data, rowBytes, colors) : undefined;
  if (predictor >= 10) return undoPng(data, rowBytes, Math.max(1, Math.ceil(bitsPerPixel / 8)));
  return undefined;
}

function undoTiff(data: Buffer, rowBytes: number, colors: number): Buffer {
  const out = Buffer.from(data);
  for (let row = 0; row < out.length; row += rowBytes) {
    const end = Math.min(out.length, row + rowBytes);
    for (let i = row + colors; i < end; i++) out[i] = (out[i]! + out[i - colors]!) & 0xff;
  }
  return out;
}

/** Each row is a filter-type byte and `rowBytes` bytes; a short last row is kept as far as it goes. */
function undoPng(data: Buffer, rowBytes: number, bytesPerPixel: number): Buffer {
  const rows = Math.ceil(data.length / (rowBytes + 1));
  const out = Buffer.alloc(rows * rowBytes);
  let written = 0;
  for (let row = 0; row < rows; row++) {
    const start = row * (rowBytes + 1);
    const type = data[start]!;
    const source = data.subarray(start + 1, start + 1 + rowBytes);
    const base = row * rowBytes;
    for (let i = 0; i < source.length; i++) {
      const left = i >= bytesPerPixel ? out[base + i - bytesPerPixel]! : 0;
      const up = row > 0 ? out[base - rowBytes + i]! : 0;
      const upLeft = row > 0 && i >= bytesPerPixel ? out[base - rowBytes + i - bytesPerPixel]! : 0;
      let predicted = 0;
      if (type === 1) predicted = left;
      else if (type === 2) predicted = up;
      else if (type === 3) predicted = (left + up) >>> 1;
      else if (type === 4) predicted = paeth(left, up, upLeft);
      out[base + i] = (source[i]! + predicted) & 0xff;
    }
    written = base + source.length;
  }
  return out.subarray(0, written);
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}
