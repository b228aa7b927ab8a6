// A zip of named parts, stored or deflated: the Word documents of the import bench and tests
// (tests/support/docx.ts), which run where lib/'s server-only zip writer cannot.
import { crc32, deflateRawSync } from "node:zlib";

/**
 * @param {[string, Buffer | string][]} parts names and contents, in archive order
 * @param {{ deflate?: boolean }} [options] deflate (method 8) instead of storing (method 0)
 * @returns {Buffer}
 */
export function zipParts(parts, { deflate = false } = {}) {
  const locals = [];
  const directory = [];
  let offset = 0;
  for (const [name, content] of parts) {
    const data = typeof content === "string" ? Buffer.from(content, "utf8") : content;
    const packed = deflate ? deflateRawSync(data) : data;
    const method = deflate ? 8 : 0;
    const fileName = Buffer.from(name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    directory.push(entry, fileName);
    offset += 30 + fileName.length + packed.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}
