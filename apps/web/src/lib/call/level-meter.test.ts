import { describe, expect, it } from 'vitest';
import { createSpeechDetector, rmsLevel, volumeFromLevels } from './level-meter';

describe('volume from audio levels', () => {
  it('is the sum of the levels over a full scale of 0.15, capped at 1', () => {
    expect(volumeFromLevels([])).toBe(0);
    expect(volumeFromLevels([0.075])).toBeCloseTo(0.5);
    expect(volumeFromLevels([0.03, 0.03])).toBeCloseTo(0.4);
    expect(volumeFromLevels([0.15])).toBe(1);
    expect(volumeFromLevels([0.1, 0.1])).toBe(1);
    expect(volumeFromLevels([-0.2])).toBe(0);
  });

  it('reads a block of samples as its RMS level', () => {
    expect(rmsLevel(new Float32Array([0.5, -0.5, 0.5, -0.5]))).toBeCloseTo(0.5);
    expect(rmsLevel(new Float32Array(8))).toBe(0);
  });
});

describe('speech detection', () => {
  it('starts above level 0.01 and ends after 1000 ms of quiet', () => {
    const detector = createSpeechDetector();
    expect(detector.update(0.01, 0)).toBeNull();
    expect(detector.update(0.011, 100)).toBe('speech-start');
    expect(detector.speaking).toBe(true);
    expect(detector.update(0.2, 200)).toBeNull();
    expect(detector.update(0, 300)).toBeNull();
    expect(detector.update(0, 1100)).toBeNull();
    expect(detector.update(0.005, 1199)).toBeNull();
    expect(detector.update(0, 1200)).toBe('speech-end');
    expect(detector.speaking).toBe(false);
    expect(detector.update(0, 5000)).toBeNull();
  });

  it('keeps speaking through pauses shorter than the quiet period', () => {
    const detector = createSpeechDetector();
    detector.update(0.05, 0);
    for (let now = 100; now <= 3000; now += 100) {
      // Loud every 800 ms: the quiet never lasts 1000 ms.
      expect(detector.update(now % 800 === 0 ? 0.05 : 0, now)).toBeNull();
    }
    expect(detector.speaking).toBe(true);
  });
});
