// Seed audio made in pure JS (a fresh machine has no ffmpeg): short tracks that really follow the
// tempo the list shows. Each style places its events on the beat grid of `bpm` (kick, snare, hats,
// chord stabs or pads, a bass line, UI blips, water drops, whooshes) and renders them into one mono
// buffer, written as 8-bit PCM WAV at 8 kHz so that a few minutes stay around a megabyte.
// Deterministic: the same spec always gives the same bytes (seeded PRNG), so the content-addressed
// stored names never change between machines.

export const SAMPLE_RATE = 8_000;

export type SoundStyle =
  'pop' | 'hiphop' | 'ambient' | 'cinematic' | 'electronic' | 'ui' | 'nature' | 'transition';

export interface TrackSpec {
  seconds: number;
  bpm: number;
  style: SoundStyle;
  /** Seeds the noise and the small variations. */
  seed: number;
  /** MIDI note of the key's root (48 = C3). */
  root?: number;
  minor?: boolean;
}

/** mulberry32: tiny, fast, good enough for noise and choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const frequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** Chord roots (semitones from the key) and whether each triad is minor, one chord per bar. */
const MAJOR_PROGRESSION: readonly [number, boolean][] = [
  [0, false],
  [7, false],
  [9, true],
  [5, false],
];
const MINOR_PROGRESSION: readonly [number, boolean][] = [
  [0, true],
  [8, false],
  [3, false],
  [10, false],
];

class Mix {
  readonly samples: Float32Array;
  constructor(
    readonly length: number,
    private readonly random: () => number,
  ) {
    this.samples = new Float32Array(length);
  }

  private span(at: number, seconds: number) {
    const start = Math.max(0, Math.round(at * SAMPLE_RATE));
    const end = Math.min(this.length, start + Math.round(seconds * SAMPLE_RATE));
    return { start, end };
  }

  /**
   * A sine (or a few harmonics) with an attack and an exponential decay. The oscillator and the
   * decay run as recurrences (one rotation and one multiplication per sample): Math.sin and
   * Math.exp per sample made the seed several times slower.
   */
  tone(
    at: number,
    seconds: number,
    hz: number,
    gain: number,
    options: { decay?: number; attack?: number; harmonics?: number } = {},
  ) {
    const { start, end } = this.span(at, seconds);
    const decayFactor = Math.exp(-1 / ((options.decay ?? seconds / 3) * SAMPLE_RATE));
    const attackSamples = Math.max(1, (options.attack ?? 0.005) * SAMPLE_RATE);
    const harmonics = options.harmonics ?? 1;
    const step = (2 * Math.PI * hz) / SAMPLE_RATE;
    const cosStep = Math.cos(step);
    const sinStep = Math.sin(step);
    let sine = 0;
    let cosine = 1;
    let decay = gain;
    for (let index = start; index < end; index += 1) {
      const offset = index - start;
      const ramp = Math.min(1, offset / attackSamples, (end - index) / 80);
      let value = sine;
      if (harmonics > 1) value += 0.7 * sine * cosine; // 0.35 * sin(2x)
      if (harmonics > 2) value += 0.15 * (3 * sine - 4 * sine * sine * sine); // 0.15 * sin(3x)
      this.samples[index]! += decay * ramp * value;
      const nextSine = sine * cosStep + cosine * sinStep;
      cosine = cosine * cosStep - sine * sinStep;
      sine = nextSine;
      decay *= decayFactor;
    }
  }

  /** A pitch drop from `fromHz` to `toHz`: a kick drum, or a deep cinematic hit when long. */
  kick(at: number, gain: number, seconds = 0.18, fromHz = 110, toHz = 42) {
    const { start, end } = this.span(at, seconds);
    const decayFactor = Math.exp(-3 / (seconds * SAMPLE_RATE));
    const sweepFactor = Math.exp(-1 / (0.03 * SAMPLE_RATE));
    let sweep = fromHz - toHz;
    let decay = gain;
    let phase = 0;
    for (let index = start; index < end; index += 1) {
      phase += (2 * Math.PI * (toHz + sweep)) / SAMPLE_RATE;
      this.samples[index]! += decay * Math.sin(phase);
      sweep *= sweepFactor;
      decay *= decayFactor;
    }
  }

  /** A noise burst; `bright` takes the difference of neighbours (a crude high-pass: hats, clicks). */
  noise(
    at: number,
    seconds: number,
    gain: number,
    options: { decay?: number; bright?: boolean; swell?: boolean } = {},
  ) {
    const { start, end } = this.span(at, seconds);
    const decayFactor = Math.exp(-1 / ((options.decay ?? seconds / 3) * SAMPLE_RATE));
    let decay = 1;
    let previous = 0;
    let smooth = 0;
    for (let index = start; index < end; index += 1) {
      const white = this.random() * 2 - 1;
      let value: number;
      if (options.bright) {
        value = white - previous;
        previous = white;
      } else {
        smooth += 0.25 * (white - smooth);
        value = smooth * 2;
      }
      const envelope = options.swell
        ? Math.sin((Math.PI * (index - start)) / Math.max(1, end - start)) ** 2
        : decay;
      decay *= decayFactor;
      this.samples[index]! += gain * envelope * value;
    }
  }

  /** A sine gliding from one pitch to another (risers, drops, UI swooshes). */
  glide(at: number, seconds: number, fromHz: number, toHz: number, gain: number) {
    const { start, end } = this.span(at, seconds);
    let phase = 0;
    for (let index = start; index < end; index += 1) {
      const progress = (index - start) / Math.max(1, end - start);
      phase += (2 * Math.PI * (fromHz + (toHz - fromHz) * progress)) / SAMPLE_RATE;
      const envelope = Math.min(1, progress * 8) * Math.min(1, (1 - progress) * 8);
      this.samples[index]! += gain * envelope * Math.sin(phase);
    }
  }

  /** A slow wash of filtered noise under the whole track (rain, sea, room tone). */
  bed(gain: number, waveSeconds: number) {
    let smooth = 0;
    for (let index = 0; index < this.length; index += 1) {
      smooth += 0.08 * (this.random() * 2 - 1 - smooth);
      const swell = 0.6 + 0.4 * Math.sin((2 * Math.PI * index) / (waveSeconds * SAMPLE_RATE));
      this.samples[index]! += gain * swell * smooth * 3;
    }
  }
}

function chordNotes(root: number, minor: boolean, bar: number): number[] {
  const [offset, isMinor] = (minor ? MINOR_PROGRESSION : MAJOR_PROGRESSION)[bar % 4]!;
  const base = root + offset;
  return [base, base + (isMinor ? 3 : 4), base + 7];
}

/** The style's events on the beat grid. */
function arrange(mix: Mix, spec: TrackSpec, random: () => number) {
  const beat = 60 / spec.bpm;
  const beats = Math.floor(spec.seconds / beat);
  const root = spec.root ?? 48;
  const minor = spec.minor ?? false;
  // Very fast tempos are felt in half time: the hats still tick on every beat.
  const drums = { kick: 0.9, snare: 0.45, hat: 0.18 };

  for (let index = 0; index < beats; index += 1) {
    const at = index * beat;
    const bar = Math.floor(index / 4);
    const inBar = index % 4;
    const chord = chordNotes(root, minor, bar);
    switch (spec.style) {
      case 'pop':
        mix.kick(at, drums.kick);
        if (inBar % 2 === 1) mix.noise(at, 0.16, drums.snare, { decay: 0.05 });
        mix.noise(at + beat / 2, 0.05, drums.hat, { bright: true, decay: 0.015 });
        for (const note of chord) mix.tone(at, beat * 0.9, frequency(note + 12), 0.13, { harmonics: 2 });
        mix.tone(at, beat * 0.8, frequency(chord[0]! - 12), 0.3, { harmonics: 2, decay: beat / 2 });
        break;
      case 'hiphop':
        if (inBar === 0 || (inBar === 2 && random() < 0.7)) mix.kick(at, drums.kick, 0.25);
        if (inBar === 2) mix.kick(at + beat / 2, drums.kick * 0.8, 0.2);
        if (inBar % 2 === 1) mix.noise(at, 0.2, drums.snare, { decay: 0.07 });
        mix.noise(at, 0.04, drums.hat, { bright: true, decay: 0.012 });
        mix.noise(at + beat / 2, 0.04, drums.hat * 0.7, { bright: true, decay: 0.012 });
        if (inBar === 0) {
          for (const note of chord)
            mix.tone(at, beat * 4, frequency(note + 12), 0.08, { attack: 0.08, decay: beat * 2 });
        }
        mix.tone(at, beat * 0.9, frequency(chord[0]! - 12), 0.32, { harmonics: 3, decay: beat / 2 });
        break;
      case 'ambient':
        if (inBar === 0) {
          for (const note of chord) {
            mix.tone(at, beat * 4.5, frequency(note + 12), 0.12, { attack: beat, decay: beat * 3 });
          }
        }
        // A soft pulse on every beat keeps the tempo audible.
        mix.tone(at, 0.3, frequency(chord[inBar % 3]! + 24), 0.08, { decay: 0.1 });
        break;
      case 'cinematic':
        if (inBar === 0) {
          mix.kick(at, 1, Math.min(1.2, beat * 2), 80, 32);
          for (const note of chord)
            mix.tone(at, beat * 4, frequency(note), 0.11, {
              attack: beat / 2,
              decay: beat * 3,
              harmonics: 3,
            });
        }
        // Staccato low strings on the beat, an accent on the half bar.
        mix.tone(at, beat * 0.45, frequency(chord[0]! - 12), inBar === 2 ? 0.35 : 0.22, {
          harmonics: 3,
          decay: beat / 5,
        });
        mix.tone(at + beat / 2, beat * 0.3, frequency(chord[0]! - 12), 0.15, {
          harmonics: 3,
          decay: beat / 6,
        });
        break;
      case 'electronic': {
        mix.kick(at, drums.kick, Math.min(0.18, beat * 0.8));
        if (inBar % 2 === 1) mix.noise(at, 0.12, drums.snare * 0.8, { decay: 0.04 });
        mix.noise(at + beat / 2, 0.05, drums.hat, { bright: true, decay: 0.02 });
        // An arpeggio in eighths over the bar's chord.
        for (let eighth = 0; eighth < 2; eighth += 1) {
          const note = chord[(inBar * 2 + eighth) % 3]! + 24;
          mix.tone(at + (eighth * beat) / 2, beat / 2, frequency(note), 0.12, {
            harmonics: 2,
            decay: beat / 5,
          });
        }
        mix.tone(at + beat / 2, beat / 2, frequency(chord[0]! - 12), 0.3, { harmonics: 2, decay: beat / 4 });
        break;
      }
      case 'ui':
        // A click on each beat and a two-note blip every other beat.
        mix.noise(at, 0.015, 0.35, { bright: true, decay: 0.004 });
        if (index % 2 === 0) {
          const note = chord[index % 3]! + 36;
          mix.tone(at, 0.06, frequency(note), 0.35, { decay: 0.03 });
          mix.tone(at + 0.07, 0.08, frequency(note + 7), 0.3, { decay: 0.04 });
        }
        break;
      case 'nature':
        // Drops (or bird chirps, high and short) landing on the beat, over the bed.
        mix.tone(at, 0.12, frequency(84 + Math.floor(random() * 8)), 0.25, { decay: 0.03 });
        if (random() < 0.4) mix.glide(at + beat / 2, 0.08, 2200, 3200, 0.12);
        break;
      case 'transition':
        // A roll that tightens towards the end, under one riser across the whole track.
        mix.noise(at, 0.08, 0.25 + (0.3 * index) / beats, { decay: 0.03 });
        if (inBar === 0) mix.kick(at, 0.6, 0.3, 90, 40);
        break;
    }
  }
  if (spec.style === 'nature') mix.bed(0.22, Math.max(4, beat * 4));
  if (spec.style === 'ambient') mix.bed(0.05, beat * 8);
  if (spec.style === 'transition') {
    mix.glide(0, spec.seconds, 200, 1800, 0.25);
    mix.noise(0, spec.seconds, 0.35, { swell: true });
  }
}

/** The WAV file (RIFF, PCM, mono, 8-bit unsigned) of the track. */
export function synthesizeTrack(spec: TrackSpec): Uint8Array {
  const random = seededRandom(spec.seed);
  const mix = new Mix(Math.round(spec.seconds * SAMPLE_RATE), random);
  arrange(mix, spec, random);
  let peak = 0;
  for (const value of mix.samples) peak = Math.max(peak, Math.abs(value));
  const scale = peak > 0 ? 0.9 / peak : 0;

  const dataBytes = mix.length;
  const file = new Uint8Array(44 + dataBytes);
  const view = new DataView(file.buffer);
  const ascii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1) file[offset + index] = text.charCodeAt(index);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // bytes per second: one byte per sample
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let index = 0; index < dataBytes; index += 1) {
    file[44 + index] = Math.max(0, Math.min(255, Math.round(128 + 127 * mix.samples[index]! * scale)));
  }
  return file;
}
