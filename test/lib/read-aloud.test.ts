// @vitest-environment jsdom
/**
 * Read-aloud (issue 21 §11): which voice reads (es-PE, then es-419/es-US, then a local Spanish
 * voice; offline only local ones), how a text is cut into sentence-sized utterances, and one reading
 * at a time, sentence after sentence, stopped by 'Detener'. The browser's speech API is a stub.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_UTTERANCE, chooseSpanishVoice, readingKey, speechLang, splitSentences, startReading, stopReading, type VoiceInfo } from '@/lib/browser/read-aloud';

const voice = (name: string, lang: string, localService: boolean): VoiceInfo => ({ name, lang, localService });

const ES_ES_LOCAL = voice('Mónica', 'es-ES', true);
const ES_MX_REMOTE = voice('Google español de México', 'es-MX', false);
const ES_US_REMOTE = voice('Google español de Estados Unidos', 'es-US', false);
const ES_419_LOCAL = voice('Paulina', 'es_419', true);
const ES_PE_LOCAL = voice('Camila', 'es_PE', true);
const EN_LOCAL = voice('Samantha', 'en-US', true);

describe('the voice that reads', () => {
  it('prefers es-PE, then es-419 or es-US, then any local Spanish voice', () => {
    expect(chooseSpanishVoice([EN_LOCAL, ES_ES_LOCAL, ES_419_LOCAL, ES_PE_LOCAL])).toBe(ES_PE_LOCAL);
    expect(chooseSpanishVoice([EN_LOCAL, ES_ES_LOCAL, ES_US_REMOTE])).toBe(ES_US_REMOTE);
    expect(chooseSpanishVoice([ES_ES_LOCAL, ES_419_LOCAL])).toBe(ES_419_LOCAL);
    expect(chooseSpanishVoice([EN_LOCAL, ES_ES_LOCAL])).toBe(ES_ES_LOCAL);
  });

  it('takes a local voice before a network one of the same rank', () => {
    const usLocal = voice('Paulina US', 'es-US', true);
    expect(chooseSpanishVoice([ES_US_REMOTE, usLocal])).toBe(usLocal);
  });

  it('has none without a Spanish voice, or with only a network one of another region', () => {
    expect(chooseSpanishVoice([])).toBeNull();
    expect(chooseSpanishVoice([EN_LOCAL, voice('Thomas', 'fr-FR', true)])).toBeNull();
    expect(chooseSpanishVoice([ES_MX_REMOTE])).toBeNull();
  });

  it('offline, only a voice of the device can speak', () => {
    expect(chooseSpanishVoice([ES_US_REMOTE, ES_ES_LOCAL], false)).toBe(ES_ES_LOCAL);
    expect(chooseSpanishVoice([ES_US_REMOTE, voice('Google es-PE', 'es-PE', false)], false)).toBeNull();
  });

  it("writes the voice's language as BCP 47 for the utterance", () => {
    expect(speechLang(ES_PE_LOCAL)).toBe('es-PE');
    expect(speechLang(ES_419_LOCAL)).toBe('es-419');
    expect(speechLang(voice('x', 'ES-us', true))).toBe('es-US');
  });
});

describe('sentence-sized utterances', () => {
  it('cuts after a full stop, a question or an exclamation that starts a new sentence', () => {
    expect(splitSentences('El Perú tiene 24 departamentos. ¿Cuál es la capital? Lima. ¡Qué bonita!')).toEqual([
      'El Perú tiene 24 departamentos.',
      '¿Cuál es la capital?',
      'Lima.',
      '¡Qué bonita!',
    ]);
  });

  it('does not cut after an initial, an abbreviation or inside a number', () => {
    expect(splitSentences('José M. Arguedas nació en 1911. El Sr. Grau murió en 1879.')).toEqual(['José M. Arguedas nació en 1911.', 'El Sr. Grau murió en 1879.']);
    expect(splitSentences('Chavín floreció hacia 1200 a. C. en Áncash. Mide 6.768 m.')).toEqual(['Chavín floreció hacia 1200 a. C. en Áncash.', 'Mide 6.768 m.']);
  });

  it('cuts at line breaks and drops empty pieces', () => {
    expect(splitSentences('Título.\n\nPrimer párrafo\nSegundo párrafo.  ')).toEqual(['Título.', 'Primer párrafo', 'Segundo párrafo.']);
  });

  it(`cuts a sentence longer than ${MAX_UTTERANCE} characters at a pause, never losing a word`, () => {
    const long = `Los departamentos de la costa son ${Array.from({ length: 30 }, (_, i) => `Departamento${i}`).join(', ')}.`;
    const pieces = splitSentences(long);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((p) => p.length <= MAX_UTTERANCE)).toBe(true);
    expect(pieces.join(' ')).toBe(long);
  });
});

/** The browser's speech API as a test sees it: utterances are kept; the test ends them. */
class FakeUtterance {
  text: string;
  lang = '';
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

function installSpeech(voices: VoiceInfo[]) {
  const spoken: FakeUtterance[] = [];
  const synth = Object.assign(new EventTarget(), {
    speaking: false,
    pending: false,
    getVoices: () => voices,
    speak: vi.fn((u: FakeUtterance) => {
      spoken.push(u);
      synth.speaking = true;
    }),
    cancel: vi.fn(() => {
      synth.speaking = false;
    }),
  });
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { synth, spoken };
}

describe('one reading at a time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stopReading();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('speaks sentence after sentence with the chosen voice and its language', () => {
    const { spoken } = installSpeech([EN_LOCAL, ES_PE_LOCAL]);
    startReading('a', 'El lago Titicaca es navegable. Está a 3812 m.');
    expect(readingKey()).toBe('a');
    expect(spoken.map((u) => u.text)).toEqual(['El lago Titicaca es navegable.']);
    expect(spoken[0].lang).toBe('es-PE');
    expect(spoken[0].voice).toBe(ES_PE_LOCAL);
    spoken[0].onend!();
    expect(spoken.map((u) => u.text)).toEqual(['El lago Titicaca es navegable.', 'Está a 3812 m.']);
    spoken[1].onend!();
    expect(readingKey()).toBeNull();
  });

  it('stops: cancels the speech, and the cancelled sentence does not start the next', () => {
    const { synth, spoken } = installSpeech([ES_PE_LOCAL]);
    startReading('a', 'Primera frase. Segunda frase.');
    stopReading();
    expect(synth.cancel).toHaveBeenCalled();
    expect(readingKey()).toBeNull();
    spoken[0].onerror?.({ error: 'interrupted' });
    spoken[0].onend?.();
    expect(spoken).toHaveLength(1);
  });

  it('a new reading replaces the one under way, a moment after cancelling it', () => {
    const { synth, spoken } = installSpeech([ES_PE_LOCAL]);
    startReading('a', 'Primera frase. Segunda frase.');
    startReading('b', 'Otra sección.');
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    expect(readingKey()).toBe('b');
    spoken[0].onend?.();
    vi.runAllTimers();
    expect(spoken.map((u) => u.text)).toEqual(['Primera frase.', 'Otra sección.']);
  });

  it('says nothing where the browser has no Spanish voice', () => {
    const { spoken } = installSpeech([EN_LOCAL]);
    startReading('a', 'Hola.');
    expect(spoken).toEqual([]);
    expect(readingKey()).toBeNull();
  });
});
