/**
 * For tests: the median pitch of the voiced parts of a WAV file from pcm16ToWav, by
 * autocorrelation over short frames (60-400 Hz, the range of speaking voices).
 */
export function medianPitchHz(file: Uint8Array): number {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const sampleRate = view.getUint32(24, true);
  const samples = new Int16Array(file.buffer.slice(file.byteOffset + 44, file.byteOffset + file.byteLength));
  const frame = 1024;
  const energies: number[] = [];
  for (let start = 0; start + frame <= samples.length; start += frame / 2) {
    let sum = 0;
    for (let i = start; i < start + frame; i += 1) sum += samples[i]! * samples[i]!;
    energies.push(sum);
  }
  const loudest = Math.max(...energies);
  const pitches: number[] = [];
  energies.forEach((energy, index) => {
    if (energy < loudest * 0.1) return;
    const start = (index * frame) / 2;
    let best = { lag: 0, score: 0 };
    for (let lag = Math.floor(sampleRate / 400); lag <= Math.ceil(sampleRate / 60); lag += 1) {
      let sum = 0;
      for (let i = start; i < start + frame - lag; i += 1) sum += samples[i]! * samples[i + lag]!;
      const score = sum / energy;
      if (score > best.score) best = { lag, score };
    }
    if (best.score > 0.5) pitches.push(sampleRate / best.lag);
  });
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}
