/**
 * A RIFF/WAVE file of 16-bit mono PCM: the 44-byte header every player reads, then the samples
 * (little-endian, as WAVE requires and as typed arrays are on every platform Node runs on).
 */
export function pcm16ToWav(chunks: readonly Int16Array[], sampleRate: number): Uint8Array<ArrayBuffer> {
  const dataBytes = chunks.reduce((total, chunk) => total + chunk.byteLength, 0);
  const file = new Uint8Array(44 + dataBytes);
  const view = new DataView(file.buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes a second
  view.setUint16(32, 2, true); // bytes a frame
  view.setUint16(34, 16, true); // bits a sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  let offset = 44;
  for (const chunk of chunks) {
    file.set(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength), offset);
    offset += chunk.byteLength;
  }
  return file;
}

/** The length in seconds of a file pcm16ToWav wrote, or null when it is not one. */
export function wavSeconds(file: Uint8Array): number | null {
  if (file.byteLength < 44) return null;
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const tag = (offset: number) => String.fromCharCode(...file.subarray(offset, offset + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE' || tag(36) !== 'data') return null;
  const bytesPerSecond = view.getUint32(28, true);
  return bytesPerSecond > 0 ? view.getUint32(40, true) / bytesPerSecond : null;
}
