/**
 * 'Escuchar': reads a text with the device's Spanish voice through the Web Speech API. One reading
 * at a time in the whole app; a button learns whether it is the one reading (useReadAloud).
 *
 * What the field taught (shared RESEARCH.md): voices arrive late ('voiceschanged'); Android lists
 * voices whose language pack is missing and may fall back to English, so `utterance.lang` is always
 * set; codes may come as 'es_ES'; Chrome stalls on utterances longer than ~14 s, so the text goes
 * out one sentence at a time; Chrome drops the 'end' of an utterance nothing references, so the
 * current one is kept; `speak()` right after `cancel()` may be lost, so a new reading waits a moment
 * after stopping another; network voices (Chrome's Google voices) fail offline.
 */
import { useSyncExternalStore } from 'react';

/** The parts of a SpeechSynthesisVoice the choice reads (tests pass plain objects). */
export interface VoiceInfo {
  name: string;
  lang: string;
  localService: boolean;
}

/** 'es_PE' → 'es-pe'. */
const langOf = (voice: VoiceInfo) => voice.lang.replace(/_/g, '-').toLowerCase();

/** 'es_pe' → 'es-PE': the BCP 47 form for `utterance.lang`. */
export function speechLang(voice: VoiceInfo): string {
  const [language, ...rest] = voice.lang.split(/[-_]/);
  return [language.toLowerCase(), ...rest.map((part) => (part.length === 2 ? part.toUpperCase() : part))].join('-');
}

/**
 * The voice to read with: an 'es-PE' voice, else 'es-419' or 'es-US', else any other Spanish voice
 * that works without the network (`localService`); within each, a local voice first. Offline, only
 * local voices can speak. Null when there is none: 'Escuchar' is hidden.
 */
export function chooseSpanishVoice<V extends VoiceInfo>(voices: readonly V[], online = true): V | null {
  const tier = (voice: V): number | null => {
    const lang = langOf(voice);
    if (!/^es(-|$)/.test(lang) || (!online && !voice.localService)) return null;
    if (lang === 'es-pe') return 0;
    if (lang === 'es-419' || lang === 'es-us') return 1;
    return voice.localService ? 2 : null;
  };
  let best: V | null = null;
  let bestRank = Infinity;
  for (const voice of voices) {
    const t = tier(voice);
    if (t === null) continue;
    const rank = t * 2 + (voice.localService ? 0 : 1);
    if (rank < bestRank) [best, bestRank] = [voice, rank];
  }
  return best;
}

/** Words whose final stop does not end a sentence ('a. C.', 'Sr.', 'etc.' before a name). */
const ABBREVIATIONS = new Set(['sr', 'sra', 'srta', 'dr', 'dra', 'ing', 'lic', 'gral', 'mons', 'sto', 'sta', 'av', 'jr', 'art', 'arts', 'núm', 'nro', 'aprox', 'etc', 'ej', 'pág', 'págs', 'ca', 'vol', 'cap', 'st']);

/** The longest utterance, in characters: about ten seconds of speech. */
export const MAX_UTTERANCE = 220;

/** Cuts a sentence longer than `max` at a pause (';', ':', ',') or else a space, each piece at most `max`. */
function cutLong(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    const pause = Math.max(window.lastIndexOf('; '), window.lastIndexOf(': '), window.lastIndexOf(', '));
    const space = window.lastIndexOf(' ');
    const at = pause > max / 3 ? pause + 1 : space > 0 ? space : max;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/**
 * Sentence-sized pieces of a text, in order: cut after '.', '!', '?' or '…' followed by a space and
 * a new sentence, never after an initial or a known abbreviation ('José M. Arguedas', '1200 a. C.',
 * 'Sr. Pérez'); line breaks always cut; a sentence over `max` characters is cut at a pause.
 */
export function splitSentences(text: string, max = MAX_UTTERANCE): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/)) {
    let start = 0;
    for (const end of line.matchAll(/[.!?…]+["»)]?\s+(?=[¿¡"«(]?[\p{Lu}\d])/gu)) {
      const stop = end.index + end[0].trimEnd().length;
      const before = line.slice(start, end.index);
      const lastWord = /(?:^|\s)([\p{L}.]+)$/u.exec(before)?.[1]?.toLowerCase() ?? '';
      if (end[0].startsWith('.') && (/^\p{L}$/u.test(lastWord) || ABBREVIATIONS.has(lastWord) || /\.\p{L}$/u.test(lastWord))) continue;
      sentences.push(line.slice(start, stop).trim());
      start = stop;
    }
    sentences.push(line.slice(start).trim());
  }
  return sentences.filter(Boolean).flatMap((s) => cutLong(s, max));
}

// --- The one reading of the app ------------------------------------------------------------------

/** The pause between stopping a reading and starting the next one (see the header). */
const RESTART_DELAY_MS = 120;

function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function' ? window.speechSynthesis : null;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The key of the text being read, or null. */
let reading: string | null = null;
/** Bumped by every start and stop: the callbacks of an older reading see a stale number and do nothing. */
let generation = 0;
/** The utterance being spoken, referenced so Chrome keeps firing its events. */
let current: SpeechSynthesisUtterance | null = null;
/** The chosen voice, recomputed when the voices or the connection change; undefined: not computed yet. */
let voice: SpeechSynthesisVoice | null | undefined;

function setReading(key: string | null): void {
  if (reading === key) return;
  reading = key;
  notify();
}

/** Voices change (they arrive late, a pack gets installed) and so does the connection: choose again. */
function voicesChanged(): void {
  voice = undefined;
  notify();
}

/** The speech engine whose voices the cache holds. */
let watched: SpeechSynthesis | null = null;

function currentVoice(): SpeechSynthesisVoice | null {
  const synth = synthesis();
  if (!synth) return null;
  if (watched !== synth) {
    watched = synth;
    voice = undefined;
    // Older Safari has voices at once and no events on the engine: nothing to wait for there.
    if (typeof synth.addEventListener === 'function') synth.addEventListener('voiceschanged', voicesChanged);
  }
  if (voice === undefined) voice = chooseSpanishVoice(synth.getVoices(), navigator.onLine);
  return voice;
}

/** Stops whatever is being read. */
export function stopReading(): void {
  generation += 1;
  current = null;
  setReading(null);
  synthesis()?.cancel();
}

/** Reads `text` sentence by sentence; `key` names it for the button that asked (useReadAloud). */
export function startReading(key: string, text: string): void {
  const synth = synthesis();
  const chosen = currentVoice();
  if (!synth || !chosen) return;
  const wasBusy = reading !== null || synth.speaking || synth.pending;
  if (wasBusy) synth.cancel();
  const mine = ++generation;
  const sentences = splitSentences(text);
  setReading(key);
  const speakFrom = (index: number) => {
    if (mine !== generation) return;
    if (index >= sentences.length) {
      current = null;
      setReading(null);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(sentences[index]);
    utterance.voice = chosen;
    utterance.lang = speechLang(chosen);
    utterance.onend = () => {
      if (current === utterance) speakFrom(index + 1);
    };
    // 'interrupted' and 'canceled' come from a stop, which already moved on; any other error ends it.
    utterance.onerror = () => {
      if (mine !== generation) return;
      current = null;
      setReading(null);
    };
    current = utterance;
    synth.speak(utterance);
  };
  // The first sentence is spoken inside the tap (iOS speaks only then); after a stop, a moment later.
  if (wasBusy) setTimeout(() => speakFrom(0), RESTART_DELAY_MS);
  else speakFrom(0);
}

let watching = false;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (synthesis() && !watching) {
    watching = true;
    window.addEventListener('online', voicesChanged);
    window.addEventListener('offline', voicesChanged);
    // iOS stops speaking in the background without telling: say so on every device.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden' && reading !== null) stopReading();
    });
  }
  return () => listeners.delete(listener);
}

/**
 * For a button reading `key`: whether the device has a Spanish voice (false while prerendered and
 * where the browser has none), whether this key is being read, and start/stop.
 */
export function useReadAloud(key: string): { available: boolean; speaking: boolean; start: (text: string) => void; stop: () => void } {
  const available = useSyncExternalStore(subscribe, () => currentVoice() !== null, () => false);
  const speaking = useSyncExternalStore(subscribe, () => reading === key, () => false);
  return { available, speaking, start: (text) => startReading(key, text), stop: stopReading };
}

/** The key being read, for the button that unmounts while reading (it stops its own reading only). */
export function readingKey(): string | null {
  return reading;
}
