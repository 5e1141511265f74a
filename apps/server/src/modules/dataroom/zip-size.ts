/**
 * The total unpacked size a ZIP (DOCX) declares in its central directory, read without
 * inflating anything; null when the archive is not readable. A liar (declared sizes smaller
 * than the real ones) is stopped by the extraction worker's memory limit instead.
 */
export function zipUnpackedBytes(zip: Buffer): number | null {
  const EOCD = 0x06054b50;
  const CDH = 0x02014b50;
  // The end record is in the last 22 + 65535 bytes (its comment is at most 64 KB).
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  if (entries === 0xffff || offset === 0xffffffff) return null; // ZIP64: not a DOCX we read
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CDH) return null;
    const unpacked = zip.readUInt32LE(offset + 24);
    if (unpacked === 0xffffffff) return null;
    total += unpacked;
    offset += 46 + zip.readUInt16LE(offset + 28) + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return total;
}
