import { countSms, fitsSmsLimit, SMS_MAX_GSM_UNITS, toSentLineBreaks } from '@trailpost/contracts';
import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';

/**
 * countSms (contracts) against Twilio's own segment calculator, fed the body as it is sent
 * (every line break as CR LF). Units: GSM-7 septets, or UTF-16 units for UCS-2, which is the
 * calculator's message size in bits (without headers) over 7 or 16.
 */
function calculator(text: string) {
  const message = new SegmentedMessage(toSentLineBreaks(text));
  return {
    encoding: message.encodingName,
    segments: message.segmentsCount,
    units: message.messageSize / (message.encodingName === 'GSM-7' ? 7 : 16),
  };
}

function ours(text: string) {
  const { encoding, segments, units } = countSms(text);
  return { encoding, segments, units };
}

const a = (n: number) => 'a'.repeat(n);
const FAMILY = '👨‍👩‍👧'; // three emoji joined by ZWJ: one character, 8 UTF-16 units
const THUMB = '👍🏽'; // emoji + skin tone: one character, 4 units
const FLAG = '🇮🇳'; // two regional indicators: one character, 4 units

const CASES: [string, string][] = [
  ['one GSM-7 character', 'a'],
  ['160 GSM-7 characters: one message', a(160)],
  ['161 GSM-7 characters: two parts', a(161)],
  ['153 × 2 GSM-7 characters: two parts', a(306)],
  ['153 × 2 + 1 GSM-7 characters: three parts', a(307)],
  ['612 GSM-7 characters: four parts', a(612)],
  ['613 GSM-7 characters: five parts', a(613)],
  ['every GSM-7 basic character', '@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'],
  ['every extended character', '€[]{}^~|\\\f'],
  ['€ filling one message exactly (158 + 2)', `${a(158)}€`],
  ['€ one unit past one message (159 + 2)', `${a(159)}€`],
  ['€ straddling the first part boundary (152 + 2): the escape pair moves whole', `${a(152)}€${a(10)}`],
  ['[ ] at the second part boundary', `${a(305)}[]${a(3)}`],
  ['{ } ^ ~ | \\ packed at the boundary', `${a(150)}{}^~|\\${a(150)}`],
  ['extended characters up to 612 units', '{}'.repeat(153)],
  ['extended characters one unit past 612', `a${'{}'.repeat(153)}`],
  ['LF, sent as CR LF', 'Shipped\nTrack it'],
  ['CR LF', 'Shipped\r\nTrack it'],
  ['a lone CR', 'Shipped\rTrack it'],
  ['a line break ending one message exactly (158 + 2)', `${a(158)}\n`],
  ['a line break one unit past one message', `${a(159)}\n`],
  ['an emoji', 'Delivered 😀'],
  ['ç (not GSM-7) forces UCS-2', 'Reçu'],
  ['Ç (GSM-7) does not', 'ÇA'],
  ['accents outside GSM-7 (á, ê, õ)', 'Olá, você está aí?'],
  ['Hindi', 'आपका पार्सल रास्ते में है'],
  ['Chinese', '您的包裹正在派送中'],
  ['70 UCS-2 units: one message', `ç${a(69)}`],
  ['71 UCS-2 units: two parts', `ç${a(70)}`],
  ['35 emoji, 70 units: one message', '😀'.repeat(35)],
  ['35 emoji and a letter: two parts', `${'😀'.repeat(35)}a`],
  ['a surrogate pair straddling 67: moves whole', `ç${a(65)}😀${a(5)}`],
  ['67 × 2 UCS-2 units: two parts', `ç${a(133)}`],
  ['67 × 2 + 1 UCS-2 units: three parts', `ç${a(134)}`],
  ['67 × 4 UCS-2 units: four parts', `ç${a(267)}`],
  ['67 × 4 + 1 UCS-2 units: five parts', `ç${a(268)}`],
  ['emoji up to four parts, pairs never split', '😀'.repeat(132)],
  ['a ZWJ family straddling 67 (fits after the move)', `ç${a(62)}${FAMILY}${a(59)}`],
  ['a ZWJ family straddling 67 (one more part after the move)', `ç${a(62)}${FAMILY}${a(60)}`],
  ['a skin-tone emoji straddling 67', `ç${a(64)}${THUMB}${a(64)}`],
  ['a flag straddling 67', `ç${a(65)}${FLAG}${a(64)}`],
  ['a combining accent straddling 67', `ç${a(65)}e\u0301${a(65)}`],
  ['a line break straddling 67 in UCS-2', `ç${a(65)}\n${a(65)}`],
  ['skin-tone emoji over two parts', THUMB.repeat(30)],
];

describe('countSms against Twilio’s segment calculator', () => {
  it.each(CASES)('%s', (_name, text) => {
    expect(ours(text)).toEqual(calculator(text));
  });

  it('counts an empty body as no message, where the calculator starts one empty part', () => {
    expect(ours('')).toEqual({ encoding: 'GSM-7', segments: 0, units: 0 });
    expect(calculator('')).toEqual({ encoding: 'GSM-7', segments: 1, units: 0 });
  });

  it('classifies every character from U+0000 to U+2FFF, and samples beyond, as the calculator does', () => {
    const differences: string[] = [];
    const samples = ['你', 'ア', '한', '😀', '🚚', '\u{1F1EE}', '\uFEFF', '\uFF01'];
    for (let code = 0; code < 0x3000; code += 1) samples.push(String.fromCharCode(code));
    for (const character of samples) {
      // A lone CR or LF is sent as CR LF: compared by the line-break cases above.
      if (character === '\r' || character === '\n') continue;
      if (countSms(character).encoding !== new SegmentedMessage(character).encodingName) differences.push(character.codePointAt(0)!.toString(16));
    }
    expect(differences).toEqual([]);
  });

  it('keeps a Hindi conjunct whole, as current Unicode defines it, where the calculator’s older rules cut it', () => {
    // "स्ते" is one character since Unicode 15.1 (Intl.Segmenter); the calculator's splitter
    // predates that and cuts it after the virama, so it can count one part fewer. Ours is the
    // count that never splits what the reader sees as one letter.
    const text = `ç${a(63)}स्ते${a(64)}`;
    expect(ours(text)).toEqual({ encoding: 'UCS-2', segments: 3, units: 132 });
    expect(calculator(text)).toEqual({ encoding: 'UCS-2', segments: 2, units: 132 });
  });
});

describe('the four-message limit', () => {
  it('takes 612 GSM-7 units (four parts) and refuses 613', () => {
    expect(SMS_MAX_GSM_UNITS).toBe(612);
    expect(fitsSmsLimit(a(612))).toBe(true);
    expect(fitsSmsLimit(a(613))).toBe(false);
    expect(fitsSmsLimit(`${a(610)}€`)).toBe(true);
    expect(fitsSmsLimit(`${a(611)}€`)).toBe(false);
    expect(fitsSmsLimit(`${a(610)}\n`)).toBe(true);
    expect(fitsSmsLimit(`${a(611)}\n`)).toBe(false);
  });

  it('takes UCS-2 up to four parts and refuses a fifth', () => {
    expect(countSms(`ç${a(267)}`).segments).toBe(4);
    expect(fitsSmsLimit(`ç${a(267)}`)).toBe(true);
    expect(countSms(`ç${a(268)}`).segments).toBe(5);
    expect(fitsSmsLimit(`ç${a(268)}`)).toBe(false);
    expect(fitsSmsLimit('😀'.repeat(132))).toBe(true);
    expect(fitsSmsLimit('😀'.repeat(134))).toBe(false);
  });
});
